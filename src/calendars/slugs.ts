/**
 * A source's slugs as we keep them. A slug goes into URLs, JSON and `events.ics` as it is, so one with
 * a line break or markup (a WXR `wp:post_name` of `x\r\nATTACH:http://evil/x`) must not get in. What
 * WordPress itself stores is kept: lower-case ASCII letters, digits, `-` and `_`, and other letters
 * as their UTF-8 bytes percent-encoded in lower case (`%c3%b1`), the form the API also looks slugs up
 * by (src/posts/slugs.ts). Anything else takes the API's own rule for a written slug (`slugify`,
 * src/lib/slug.ts), after percent-decoding: `"<b>Jazz</b>` becomes `b-jazz-b`, and the line above
 * `x-attach-http-evil-x`.
 */

import { slugify, wordpressSlugForm } from '../lib/slug';
import type { SourceSet } from './model';

/** WordPress keeps a slug of at most 200 characters (`post_name`). */
const WORDPRESS_MAX = 200;
/** Letters, marks and digits of any script, `_` and `-`: what WordPress leaves of a title. */
const LETTERS = /^[\p{L}\p{M}\p{N}_-]+$/u;

const decoded = (slug: string): string | null => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
};

/**
 * `slug` as we keep it: in WordPress' form when it is letters, digits, `_` and `-` (percent-decoded
 * first, so `%C3%B1` and `ñ` both give `%c3%b1`), else by the API's rule ('' when nothing is left).
 */
export function keptSlug(slug: string): string {
  const text = (decoded(slug) ?? slug).toLowerCase();
  if (LETTERS.test(text)) {
    const stored = wordpressSlugForm(text);
    if (stored.length <= WORDPRESS_MAX) return stored;
  }
  return slugify(text);
}

/** Shown in the report: at most 60 characters, line breaks and quotes escaped. */
const shown = (slug: string) => JSON.stringify(slug.length > 60 ? `${slug.slice(0, 60)}…` : slug);

/**
 * Every post and term slug of `source` as `keptSlug` keeps it, each one changed noted in the report.
 * A slug left empty is made from the title later (post-rows.ts, term-rows.ts), as an API write without a slug would.
 */
export function keepSafeSlugs(source: SourceSet): SourceSet {
  for (const post of source.posts) {
    const kept = keptSlug(post.slug);
    if (kept === post.slug) continue;
    source.problems.push({
      kind: post.kind,
      id: post.uid ?? post.id,
      reason: `its slug ${shown(post.slug)} is not one we keep: ${kept ? `it is now "${kept}"` : 'it gets one from its title'}`,
    });
    post.slug = kept;
  }
  for (const term of source.terms) {
    const kept = keptSlug(term.slug);
    if (kept === term.slug) continue;
    source.problems.push({
      kind: 'term',
      id: term.uid ?? term.id,
      reason: `its slug ${shown(term.slug)} is not one we keep: ${kept ? `it is now "${kept}"` : 'it gets one from its name'}`,
    });
    term.slug = kept;
  }
  return source;
}
