/**
 * The editor at /admin/: Sveltia CMS from the pinned npm package, bundled by `npm run admin`, with
 * a preview of each post set as its page sets it: the site's stylesheet, the page's own components,
 * and the body rendered by the site's own Markdown pipeline (`previewBody`).
 *
 * A save changes only what she changed: a new post starts as a draft through its address
 * (`newEntryValues`), and a post whose draft switch is off is saved with no `draft` line, which is
 * how a published post is written, so opening and saving a published post leaves it as it was.
 * Beside it, the status of her site: what is live and what became of her newest save.
 */
import './no-eval';
import CMS from '@sveltia/cms';
import { fieldLooks } from '@/lib/editor/field-look';
import { postKinds, type PostKindName } from '@/lib/posts/post-kinds';
import { newEntryValues, withNewEntryValues } from './new-entry';
import { BriefPreview, EssayPreview, LetterPreview } from './preview';
import { publishSourceFile, type PublishSource } from './publish-facts';
import { showPublishStatus } from './publish-status';

const newEntries = Object.fromEntries(
  Object.values(postKinds).map((kind) => [kind.folder, newEntryValues(fieldLooks(kind.fields))]),
);
const postCollections = new Set(Object.keys(newEntries));

// Before the editor's own listener, which then reads the address with the values in it.
const addNewEntryValues = () => {
  const next = withNewEntryValues(window.location.hash, newEntries);
  if (next) window.history.replaceState(window.history.state, '', next);
};
addNewEntryValues();
window.addEventListener('hashchange', addNewEntryValues);

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) =>
    postCollections.has(String(entry.get('collection'))) && entry.getIn(['data', 'draft']) === false
      ? entry.deleteIn(['data', 'draft'])
      : entry,
});
CMS.registerPreviewStyle('/admin/preview.css');
// Each kind's preview, by its name in the registry: a kind left out fails the type check.
const previews: Record<PostKindName, typeof EssayPreview> = {
  essay: EssayPreview,
  letter: LetterPreview,
  brief: BriefPreview,
};
for (const [name, preview] of Object.entries(previews))
  CMS.registerPreviewTemplate(postKinds[name as PostKindName].folder, preview);
void CMS.init();

// After the editor's page is in place, so the status comes after it in the reading order; asked
// again after each save.
void fetch(new URL(publishSourceFile, import.meta.url))
  .then((response) => response.json() as Promise<PublishSource>)
  .then((source) => {
    const status = showPublishStatus(source);
    CMS.registerEventListener({ name: 'postSave', handler: () => status.refresh() });
  });
