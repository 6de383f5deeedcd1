export const MAX_SLUG_LENGTH = 190;

// Letters that NFKD does not decompose into an ASCII base + combining mark.
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const EXTRA_FOLDS_RE = /[ßæøœłđðþı]/g;
const COMBINING_MARKS_RE = /[\u0300-\u036f]/g;
const NON_ALNUM_RUN_RE = /[^a-z0-9]+/g;
const EDGE_DASHES_RE = /^-+|-+$/g;

function trimDashes(slug: string): string {
  return slug.replace(EDGE_DASHES_RE, '');
}

/** Cuts to `max` chars, preferring the last dash boundary when `preferBoundary` is set. */
function capSlug(slug: string, max: number, preferBoundary: boolean): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  if (!preferBoundary || slug[max] === '-') return trimDashes(cut);
  const lastDash = cut.lastIndexOf('-');
  return trimDashes(lastDash > 0 ? cut.slice(0, lastDash) : cut);
}

/**
 * "Música en la calle" → "musica-en-la-calle". Returns "" when nothing
 * slug-worthy is left (emoji-only, punctuation-only); the caller picks a fallback.
 */
export function slugify(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(EXTRA_FOLDS_RE, (ch) => EXTRA_FOLDS[ch] ?? '')
    .normalize('NFKD')
    .replace(COMBINING_MARKS_RE, '');
  const slug = trimDashes(folded.replace(NON_ALNUM_RUN_RE, '-'));
  return capSlug(slug, MAX_SLUG_LENGTH, true);
}

/**
 * First free slug among `base`, `base-2`, `base-3`, … given the slugs already
 * in use. The base is shortened when needed so the result stays within the cap.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  if (base === '') throw new RangeError('uniqueSlug needs a non-empty base');
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = capSlug(base, MAX_SLUG_LENGTH - suffix.length, false) + suffix;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * A slug as WordPress stores one with letters outside ASCII: each such letter as its UTF-8 bytes,
 * percent-encoded in lower case (`концерт` → `%d0%ba%d0%be…`). ASCII slugs are returned as they are.
 */
export function wordpressSlugForm(slug: string): string {
  let out = '';
  for (const ch of slug) {
    // A lone surrogate has no UTF-8 form (encodeURIComponent throws): it stays as it is.
    const lone = ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff;
    out += ch.charCodeAt(0) < 0x80 || lone ? ch : encodeURIComponent(ch).toLowerCase();
  }
  return out;
}
