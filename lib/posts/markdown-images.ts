// Each image in a post's Markdown becomes a lazy, sized `<picture>` of its files; the page adds `sizes`
// (`sanitizeEssayBody`). Alt text is required: an image that only decorates says so by its title.
import type { BodyImage } from '@/lib/images/local-image';
import type { ImageJob, ImagePlan, ImageUse } from '@/lib/images/image-sets';
import { srcsetOf, widestSlotWidth, type ImageSlot } from '@/lib/images/image-slots';
import { markdownProcessor } from '@/lib/posts/markdown';

export const decorativeTitle = 'decorative';

export type AltReading = { alt: string; decorative: boolean } | { problem: string };

export function readAlt(alt: string, title?: string | null): AltReading {
  const text = alt.trim();
  const decorative = title?.trim() === decorativeTitle;
  if (text && decorative) return { problem: 'is marked decorative but has alt text: keep one of the two' };
  if (text || decorative) return { alt: text, decorative };
  return {
    problem: `has no alt text: say what it shows, ![A waiting room at dawn](./photo.jpg), or mark it decorative, ![](./rule.png "${decorativeTitle}")`,
  };
}

export interface MarkdownImageContext {
  plan: (use: ImageUse) => ImagePlan;
  label: (src: string) => string;
  problem: (src: string, message: string) => void;
  slot: ImageSlot;
  warnings: string[];
  images: BodyImage[];
  jobs: ImageJob[];
}

interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
}
type Node = Element | { type: string; children?: Node[] };

const element = (tagName: string, properties: Record<string, unknown>, children: Node[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Null when it breaks a rule; the problem is recorded. */
function imageElement(img: Element, context: MarkdownImageContext): Element | null {
  const src = String(img.properties.src ?? '');
  const alt = readAlt(String(img.properties.alt ?? ''), img.properties.title as string | undefined);
  if ('problem' in alt) {
    context.problem(src, alt.problem);
    return null;
  }
  const plan = context.plan({ src, label: context.label(src), slots: [context.slot], fills: false });
  if ('problem' in plan) {
    context.problem(src, plan.problem);
    return null;
  }
  const { image, job, warning } = plan;
  if (job) context.jobs.push(job);
  if (warning) context.warnings.push(warning);
  context.images.push({
    ...image,
    alt: alt.alt,
    source: src,
    ...(alt.decorative ? { decorative: true } : {}),
  });
  // Shown at its own width up to the column's: the size the page, the feed and the email all give it.
  const width = Math.min(image.width, widestSlotWidth(context.slot));
  const size = { width, height: Math.round((width * image.height) / image.width) };
  const shown = element('img', { src: image.src, alt: alt.alt, ...size, loading: 'lazy', decoding: 'async' });
  const { files } = image;
  if (!files) return shown;
  const sources = (['image/avif', 'image/webp'] as const).map((type) =>
    element('source', { type, srcSet: srcsetOf(files, type), ...size }),
  );
  return element('picture', {}, [...sources, shown]);
}

export function rehypeLocalImages() {
  return (tree: Node, file: { data: Record<string, unknown> }) => {
    const context = file.data.images as MarkdownImageContext | undefined;
    if (!context) return;
    const visit = (node: Node) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'element' && (child as Element).tagName === 'img') {
          const replaced = imageElement(child as Element, context);
          if (replaced) node.children![index] = replaced;
        } else visit(child);
      });
    };
    visit(tree);
  };
}

// Not beside `markdownProcessor`, whose module the editor's preview bundles without the image slots.
export function markdownToHtml(source: string, images?: MarkdownImageContext): string {
  const processor = markdownProcessor(rehypeLocalImages);
  return String(processor.processSync({ value: source, data: images ? { images } : {} })).trim();
}
