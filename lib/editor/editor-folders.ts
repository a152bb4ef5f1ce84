/** Where the editor writes: her files under content/, and what its media library uploads. */
export const mediaFolder = 'public/images/uploads';
export const editorFolders = ['content', mediaFolder] as const;
