// A post's body in the editor's preview, by the site's own Markdown pipeline (`markdownProcessor`).
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { markdownProcessor } from '@/lib/posts/markdown';

declare global {
  interface Window {
    DOMPurify: { sanitize: (html: string) => string };
  }
}

export type GetAsset = CustomPreviewTemplateProps['getAsset'];

/** A photo beside the post is not on the site yet. */
function previewImages() {
  return (tree: Root, file: VFile) => {
    const { getAsset } = file.data as { getAsset?: GetAsset };
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && node.tagName === 'img' && typeof node.properties.src === 'string')
        node.properties.src = getAsset?.(node.properties.src)?.url ?? node.properties.src;
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

const markdown = markdownProcessor(previewImages);

export function previewBody(source: unknown, getAsset: GetAsset): string {
  if (typeof source !== 'string' || !source.trim()) return '';
  const html = String(markdown.processSync({ value: source, data: { getAsset } }));
  return window.DOMPurify.sanitize(html);
}
