/**
 * Marks where a client island renders (island): the name of the island's file,
 * which the export stage reads to give the page the CSS the island can show (islandsOn).
 */
export const islandAttribute = 'data-island';

/**
 * On the same marker, an island whose page works without it until the visitor asks for more
 * (using a form): a page whose islands all wait loads the framework only then.
 */
export const waitsAttribute = 'data-waits';
