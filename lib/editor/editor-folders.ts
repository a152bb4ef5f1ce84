/** Where the editor writes: her files under content/, and what its media library uploads. */
export const mediaFolder = 'public/images/uploads';
export const editorFolders = ['content', mediaFolder] as const;

/** Whether a file of the repository is one the editor writes, which publishes without the code's checks. */
export const isEditorFile = (path: string) =>
  editorFolders.some((folder) => path === folder || path.startsWith(`${folder}/`));
