/** For the profile's `country`: schema.org's `addressCountry` wants the code. */

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let codes: Map<string, string> | undefined;

function countries(): Map<string, string> {
  if (!codes) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    codes = new Map();
    for (const first of letters)
      for (const second of letters) {
        const code = `${first}${second}`;
        // A retired code (`DD`) reads as its successor's name: only a code that is its own canonical form.
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const english = names.of(code);
        if (english && !codes.has(english.toLowerCase())) codes.set(english.toLowerCase(), code);
      }
  }
  return codes;
}

export function countryCode(name: string): string | undefined {
  return countries().get(name.trim().toLowerCase());
}

export function countryNames(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return [...new Set(countries().values())]
    .map((code) => names.of(code) ?? code)
    .sort((a, b) => a.localeCompare(b, 'en'));
}
