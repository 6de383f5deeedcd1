/** Same folding as the Worker's slugify (src/lib/slug.ts): "Música en la calle" → "musica-en-la-calle". */
const EXTRA_FOLDS = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđðþı]/g, (ch) => EXTRA_FOLDS[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '');
}

/** Hands out slugs unique within a scope (e.g. `event:eu`), as `base`, `base-2`, `base-3`… */
export function createSlugRegistry() {
  const taken = new Map();
  return (scope, text, fallback) => {
    if (!taken.has(scope)) taken.set(scope, new Set());
    const used = taken.get(scope);
    const base = slugify(text) || fallback;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}
