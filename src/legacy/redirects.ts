import { sql } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import type { AppEnv } from '../env';
import { isLang, type Lang } from '../lib/languages';
import { termAncestorsOf, termTextsOf } from '../posts/rows';
import { termPath } from '../posts/term-path';

/**
 * The permalinks of imported records on their old site (`legacy_urls`, written by `npm run import`) are
 * answered with a permanent redirect to the record's page here: `/event/{slug}/`, `/venue/…`,
 * `/organizer/…`, and a category's or a tag's calendar, `/events/category/…`, `/events/tag/…`, under
 * `PUBLIC_SITE_URL` (a translation's page under its language). Only published events, venues and organizers are redirected; a target that is the
 * requested URL itself is not (no loops).
 */
const MAX_PATH = 2000;
const POST_PAGE = { event: 'event', venue: 'venue', organizer: 'organizer' } as const;
const TERM_PAGE = { tribe_events_cat: 'events/category', post_tag: 'events/tag' } as const;

interface LegacyTarget {
  space: 'post' | 'term';
  lang: string | null;
  kind: keyof typeof POST_PAGE | keyof typeof TERM_PAGE;
  /** A post's slug; a term's texts and its ancestors' (its address nests theirs: src/posts/term-path.ts). */
  slug: string | null;
  texts: string | null;
  ancestors: string | null;
}

/** A post's slug in the language the old permalink was in; for one of no language, the default language's. */
const findTarget = (path: string, defaultLang: string) =>
  sql`SELECT u.space, u.lang, p.kind, (SELECT t.slug FROM post_texts t WHERE t.post_id = p.id ORDER BY t.lang IS coalesce(u.lang, ${defaultLang}) DESC, t.id LIMIT 1) AS slug,
        NULL AS texts, NULL AS ancestors
      FROM legacy_urls u JOIN posts p ON p.id = u.target_id
      WHERE u.path = ${path} AND u.space = 'post' AND p.status = 'publish'
    UNION ALL
    SELECT u.space, u.lang, tm.taxonomy, NULL, ${sql.raw(termTextsOf('tm'))}, ${sql.raw(termAncestorsOf('tm'))}
      FROM legacy_urls u JOIN terms tm ON tm.id = u.target_id
      WHERE u.path = ${path} AND u.space = 'term'`;

/** The target's path after its page's kind (`jazz-night`, `music/jazz`), in the language of `lang`. */
function slugsOf(target: LegacyTarget, lang: Lang, defaultLang: Lang): string | null {
  if (target.space === 'post') return target.slug;
  const term = { texts: JSON.parse(target.texts ?? '[]'), ancestors: JSON.parse(target.ancestors ?? '[]') };
  return termPath(term, lang, defaultLang).map(encodeURIComponent).join('/') || null;
}

/** A redirect for an old permalink, or null. */
export async function legacyRedirect(c: Context<AppEnv>): Promise<Response | null> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
  const url = new URL(c.req.url);
  const path = `${url.pathname}${url.search}`;
  if (path.length > MAX_PATH || /^\/(?:[a-z]{2}\/)?site\/events\/v1(?:\/|$)/.test(url.pathname)) return null;
  const config = c.get('config');
  const [target] = (await c
    .get('db')
    .all(findTarget(path, config.defaultLanguage))) as unknown as LegacyTarget[];
  if (!target) return null;
  const lang = isLang(target.lang) ? target.lang : config.defaultLanguage;
  const slugs = slugsOf(target, lang, config.defaultLanguage);
  if (!slugs) return null;
  // Without a configured site URL the redirect stays on the request's own origin as the client resolves
  // it (a relative Location): the Host header is the client's to name, so it must not pick the target.
  const base = config.publicSiteUrl ?? '';
  const prefix = isLang(target.lang) && target.lang !== config.defaultLanguage ? `/${target.lang}` : '';
  const page =
    target.space === 'post'
      ? POST_PAGE[target.kind as keyof typeof POST_PAGE]
      : TERM_PAGE[target.kind as keyof typeof TERM_PAGE];
  const location = `${base}${prefix}/${page}/${slugs}/`;
  if (new URL(location, url).href === url.href) return null;
  return c.redirect(location, 301);
}

/**
 * WordPress's addresses of a record by id (`/?p=42`, `/?post_type=tribe_events&p=42`: what an export gives
 * an unpublished record) are the home page's path with a query: an imported one is redirected before the
 * home page answers.
 */
export async function legacyQueryRedirect(c: Context<AppEnv>, next: Next) {
  if (new URL(c.req.url).search) {
    const redirect = await legacyRedirect(c).catch(() => null);
    if (redirect) return redirect;
  }
  await next();
}
