/**
 * The forms a setting's value must take, whether the settings file (and so the editor) or a
 * `NEXT_PUBLIC_*` variable gives it: the schema of the settings file and the build's configuration
 * check against the same patterns.
 */

/** A domain as Plausible registers a site: `your-domain.com`, no scheme or path (several, comma-separated). */
export const analyticsDomainPattern = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(,[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)*$/;

/**
 * An https:// address, written whole: the one rule for a setting that must be one, whether the
 * settings file (and so the editor) or a variable gives it.
 */
export const httpsAddressPattern = /^[hH][tT][tT][pP][sS]:\/\/[^\s/?#]+\S*$/;
