/**
 * Images in a post's Markdown (docs/publishing.md): `![what it shows](./photo.jpg)` names a file
 * beside the post, `![...](/images/x.png)` one under `public/`. As the loader renders a post, each
 * becomes a `<picture>` of the files made from it (`planImage`), lazy and sized, and joins the post's
 * list of images; the page adds the `sizes` of the column it is shown in (`sanitizeEssayBody`).
 * Alt text is required: an image that only decorates says so, `![](./rule.png "decorative")`.
 */
import type { BodyImage } from '@/lib/images/local-image';
import type { ImageJob, ImagePlan, ImageUse } from '@/lib/images/image-sets';
import { srcsetOf, widestSlotWidth, type ImageSlot } from '@/lib/images/image-slots';
import { markdownProcessor } from '@/lib/posts/markdown';

/** The Markdown image title that marks an image decorative, with its alt text empty on purpose. */
export const decorativeTitle = 'decorative';

export type AltReading = { alt: string; decorative: boolean } | { problem: string };

/** The rule for a Markdown image's alt text: written, or empty and marked decorative. */
export function readAlt(alt: string, title?: string | null): AltReading {
  const text = alt.trim();
  const decorative = title?.trim() === decorativeTitle;
  if (text && decorative) return { problem: 'is marked decorative but has alt text: keep one of the two' };
  if (text || decorative) return { alt: text, decorative };
  return {
    problem: `has no alt text: say what it shows, ![A waiting room at dawn](./photo.jpg), or mark it decorative, ![](./rule.png "${decorativeTitle}")`,
  };
}

/** What the loader passes for one post, and what the images add to it. */
export interface MarkdownImageContext {
  /** Finds the file an image names and plans its files (`findImage`, `planImage`). */
  plan: (use: ImageUse) => ImagePlan;
  /** How a line names the body's image `src`, for what is said of it after ("… is 800 px wide"). */
  label: (src: string) => string;
  /** Records what is wrong with the body's image `src`, as the end of a problem line. */
  problem: (src: string, message: string) => void;
  /** The column the body is shown in. */
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

/** The element a Markdown image becomes, or null when it breaks a rule (the problem is recorded). */
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

/** A rehype plugin: each `<img>` of the post becomes its `<picture>`, given the post's context. */
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

/**
 * A post's Markdown as the HTML its page shows (`markdownProcessor`); with the post's `images`
 * context, each image becomes the `<picture>` of its files. Here rather than beside
 * `markdownProcessor`, whose module the editor's preview bundles without the image slots.
 */
export function markdownToHtml(source: string, images?: MarkdownImageContext): string {
  const processor = markdownProcessor(rehypeLocalImages);
  return String(processor.processSync({ value: source, data: images ? { images } : {} })).trim();
}
