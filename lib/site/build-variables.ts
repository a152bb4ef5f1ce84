import { settingVariables } from '@/lib/site/files/settings-looks';

/**
 * Every variable a build of the site reads that a deployment may set: each setting's override, and
 * the editor's repository and sign-in helper. The publish run passes each from the repository's
 * variables of the same name.
 */
export const buildVariables = [...Object.values(settingVariables), 'EDITOR_GITHUB_REPO', 'EDITOR_AUTH_URL'];
