/**
 * The editor at /admin/: Sveltia CMS from the pinned npm package, bundled by scripts/admin.mts, with
 * a preview of each post set as its page sets it: the site's stylesheet (admin/preview.css), the
 * page's own components (admin/preview.tsx), and the body rendered by the site's own Markdown
 * pipeline (admin/preview-body.ts).
 */
import './no-eval';
import CMS from '@sveltia/cms';
import { BriefPreview, EssayPreview, LetterPreview } from './preview';

CMS.registerPreviewStyle('/admin/preview.css');
CMS.registerPreviewTemplate('essays', EssayPreview);
CMS.registerPreviewTemplate('letter', LetterPreview);
CMS.registerPreviewTemplate('briefs', BriefPreview);
void CMS.init();
