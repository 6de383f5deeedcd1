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
