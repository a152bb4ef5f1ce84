import { firstScreenId } from '@/lib/page/first-screen';

/**
 * Where the page's first screen ends at a 390 × 844 phone: the browser paints once it has parsed
 * this far (firstScreenId). Never displayed, so where it stands changes nothing on screen.
 */
export function FirstScreenEnd() {
  return <template id={firstScreenId} />;
}
