// The editor at /admin/: Sveltia CMS, bundled by `npm run admin`, with previews of each post as its page
// sets it, and the status of her site beside it.
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

// A published post has no `draft` line, so opening and saving one leaves it as it was.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) =>
    postCollections.has(String(entry.get('collection'))) && entry.getIn(['data', 'draft']) === false
      ? entry.deleteIn(['data', 'draft'])
      : entry,
});
CMS.registerPreviewStyle('/admin/preview.css');
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
