import { settingVariables } from '@/lib/site/files/settings-looks';

// Every variable a deployment may set for a build; the publish run passes each from the repository's
// variables of the same name.
export const buildVariables = [...Object.values(settingVariables), 'EDITOR_GITHUB_REPO', 'EDITOR_AUTH_URL'];
