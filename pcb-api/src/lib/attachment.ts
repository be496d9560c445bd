/** A shown file name is at most this many characters, its extension kept. */
const MAX_NAME_LENGTH = 100;

/**
 * The name a buyer's file had, fit to show and to offer as a download's name: its last path segment (some
 * browsers send a whole path), without control, invisible or direction-changing characters (a right-to-left
 * override makes `gpj.zip` read as `piz.jpg`), spaces collapsed, no leading dots, at most 100 characters with
 * its extension kept. Null when nothing is left.
 */
export function displayFileName(sent: string): string | null {
  const base = sent.slice(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .trim();
  const chars = [...clean];
  if (chars.length <= MAX_NAME_LENGTH) return clean || null;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? [...clean.slice(dot)] : [];
  return [...chars.slice(0, MAX_NAME_LENGTH - extension.length), ...extension].join('').trim();
}

/** RFC 8187's value-chars: what `encodeURIComponent` leaves alone, less `'`, `(`, `)` and `*`. */
const extendedValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266 Content-Disposition: `filename*` carries the name in UTF-8 for every current browser; `filename` is
 * an ASCII stand-in (anything else, quotes, backslashes and `%` become `_`) for clients without it.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extendedValue(name)}`;
}
