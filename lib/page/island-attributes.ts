// Marks where a client island renders, naming its file, which the export stage reads to give the page the
// CSS the island can show (islandsOn).
export const islandAttribute = 'data-island';

// An island whose page works without it until the visitor uses a form: a page whose islands all wait
// loads the framework only then.
export const waitsAttribute = 'data-waits';
