/**
 * BCP 47 language tags (RFC 5646) as an event's own languages: the language a play or a talk is held in,
 * not the language of its texts. A tag is checked against the RFC's grammar by one left-to-right pass over
 * its subtags (no regular expression that could backtrack), with a language subtag of 2 or 3 letters (the
 * only ones the registry has), and written in the RFC's case conventions (§2.1.1: `eu`, `sr-Latn-RS`,
 * `es-419`, `sgn-ES`).
 */

/** The longest tag taken: far above any real one (`zh-cmn-Hans-CN` is 14), short enough to stay cheap. */
export const MAX_TAG_LENGTH = 64;
/** How many languages an event may name. */
export const MAX_EVENT_LANGUAGES = 10;

/** RFC 5646's grandfathered tags, as the registry writes them. */
const GRANDFATHERED = [
  'en-GB-oed',
  'i-ami',
  'i-bnn',
  'i-default',
  'i-enochian',
  'i-hak',
  'i-klingon',
  'i-lux',
  'i-mingo',
  'i-navajo',
  'i-pwn',
  'i-tao',
  'i-tay',
  'i-tsu',
  'sgn-BE-FR',
  'sgn-BE-NL',
  'sgn-CH-DE',
  'art-lojban',
  'cel-gaulish',
  'no-bok',
  'no-nyn',
  'zh-guoyu',
  'zh-hakka',
  'zh-min',
  'zh-min-nan',
  'zh-xiang',
];
const GRANDFATHERED_BY_KEY = new Map(GRANDFATHERED.map((tag) => [tag.toLowerCase(), tag]));

const isAlpha = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
};
const isDigits = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
};
const isAlnum = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const lower = c | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x7a))) return false;
  }
  return true;
};
const sized = (s: string, min: number, max: number) => s.length >= min && s.length <= max;

/** `privateuse = "x" 1*("-" (1*8alphanum))`, from subtag `i` on; the subtags written in lower case, or null. */
function privateUse(subtags: string[], i: number): string[] | null {
  if (i >= subtags.length - 1) return null;
  const rest = subtags.slice(i + 1);
  return rest.every((s) => sized(s, 1, 8) && isAlnum(s)) ? ['x', ...rest.map((s) => s.toLowerCase())] : null;
}

/**
 * The tag in the RFC's case conventions when it is well-formed (RFC 5646 §2.1, with §2.2.5's and
 * §2.2.6's rules on repeated variants and extensions), else null. Linear in the tag's length.
 */
export function canonicalLanguageTag(input: string): string | null {
  const tag = input.trim();
  if (tag === '' || tag.length > MAX_TAG_LENGTH) return null;
  const grandfathered = GRANDFATHERED_BY_KEY.get(tag.toLowerCase());
  if (grandfathered) return grandfathered;
  const subtags = tag.split('-');
  if (subtags[0]!.toLowerCase() === 'x') return privateUse(subtags, 0)?.join('-') ?? null;
  const out: string[] = [];
  let i = 0;
  const at = () => subtags[i] ?? '';
  // language: 2*3ALPHA ["-" extlang]; extlang: 3ALPHA *2("-" 3ALPHA). The grammar's 4ALPHA (reserved)
  // and 5*8ALPHA (registered languages) name none: the IANA registry has no such subtag, and a word
  // ("Basque") would pass for one.
  const language = at();
  if (!isAlpha(language) || !sized(language, 2, 3)) return null;
  out.push(language.toLowerCase());
  i++;
  for (let n = 0; n < 3 && at().length === 3 && isAlpha(at()); n++, i++) out.push(at().toLowerCase());
  // script: 4ALPHA
  if (at().length === 4 && isAlpha(at())) {
    const s = at();
    out.push(s[0]!.toUpperCase() + s.slice(1).toLowerCase());
    i++;
  }
  // region: 2ALPHA / 3DIGIT
  if ((at().length === 2 && isAlpha(at())) || (at().length === 3 && isDigits(at()))) {
    out.push(at().toUpperCase());
    i++;
  }
  // variants: 5*8alphanum / (DIGIT 3alphanum); none twice
  const variants = new Set<string>();
  while (
    i < subtags.length &&
    isAlnum(at()) &&
    (sized(at(), 5, 8) || (at().length === 4 && isDigits(at()[0]!)))
  ) {
    const variant = at().toLowerCase();
    if (variants.has(variant)) return null;
    variants.add(variant);
    out.push(variant);
    i++;
  }
  // extensions: singleton 1*("-" (2*8alphanum)); no singleton twice
  const singletons = new Set<string>();
  while (i < subtags.length && at().length === 1 && isAlnum(at()) && at().toLowerCase() !== 'x') {
    const singleton = at().toLowerCase();
    if (singletons.has(singleton)) return null;
    singletons.add(singleton);
    out.push(singleton);
    i++;
    let parts = 0;
    while (i < subtags.length && sized(at(), 2, 8) && isAlnum(at())) {
      out.push(at().toLowerCase());
      i++;
      parts++;
    }
    if (parts === 0) return null;
  }
  if (i < subtags.length && at().toLowerCase() === 'x') {
    const rest = privateUse(subtags, i);
    if (!rest) return null;
    out.push(...rest);
    i = subtags.length;
  }
  return i === subtags.length ? out.join('-') : null;
}

/**
 * What the `event_language` filter matches a tag by: the tag and each shorter prefix of it on a subtag
 * boundary, in lower case (RFC 4647 §3.3.1 "basic filtering": the range `es` matches `es` and `es-419`),
 * each between commas (`,es,es-419,`), so that a range is found with `instr` in the stored text.
 */
export function languageFilterKeys(tags: readonly string[]): string {
  const keys = new Set<string>();
  for (const tag of tags) {
    const subtags = tag.toLowerCase().split('-');
    for (let n = 1; n <= subtags.length; n++) keys.add(subtags.slice(0, n).join('-'));
  }
  return keys.size === 0 ? '' : `,${[...keys].join(',')},`;
}
