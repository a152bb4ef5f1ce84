// What SharePiece and the after-paint script that runs its buttons (runShareButtons) agree on.

/** On the section. */
export const shareUrlAttribute = 'data-share-url';
export const shareTitleAttribute = 'data-share-title';

/** On each link and button: the network an analytics "Share" event names. */
export const shareNetworkAttribute = 'data-share';

/** The two buttons, hidden until the script shows those the browser can run. */
export const copyLinkNetwork = 'Copy link';
export const shareSheetNetwork = 'Share sheet';

export const shareMessages = {
  copied: 'Link copied.',
  notCopied: 'The link could not be copied: copy it from the address bar.',
} as const;
