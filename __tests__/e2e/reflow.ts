import type { Page } from './fixtures';

/**
 * WCAG 2.2's Reflow (1.4.10) on the loaded page: nothing makes it scroll sideways, and nothing hides
 * what would (an `overflow-x: hidden` on the page itself cuts content off rather than fitting it).
 * A problem names the widest element that sticks out: the outermost element reaching furthest right
 * that no box of its own scrolls or clips (a wide table may scroll inside its own box).
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    for (const element of [root, document.body]) {
      const overflow = getComputedStyle(element).overflowX;
      if (overflow === 'hidden' || overflow === 'clip')
        problems.push(`<${element.localName}> has overflow-x: ${overflow}, which hides what does not fit`);
    }
    const viewport = root.clientWidth;
    if (root.scrollWidth <= viewport) return problems;

    const heldByAncestor = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest: Element | null = null;
    let right = viewport;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && !heldByAncestor(element)) {
        widest = element;
        right = box.right;
      }
    }
    const text = (element: Element) =>
      (element instanceof HTMLElement ? element.innerText : (element.textContent ?? ''))
        .trim()
        .split('\n')[0];
    const name = widest
      ? `<${widest.localName}${widest.id ? `#${widest.id}` : ''}> "${text(widest).slice(0, 50)}"`
      : 'an element';
    problems.push(
      `the page is ${root.scrollWidth} px wide in a ${viewport} px viewport; widest: ${name}, ${Math.round(right)} px to its right edge`,
    );
    return problems;
  });
}
