import { startOfDayWall, utcToZonedWall } from '../lib/dates';
import { LANGUAGES, type Lang } from '../lib/languages';
import { cacheKey } from './key';

/**
 * The cached answers a write can name: the single reads of the record it wrote, in every language and
 * URL form. (Lists can't be named: any query may show the record. They are left to the generation.)
 * These mirror the `cached()` calls of the single reads: test/http/read-after-write.test.ts checks that
 * every form named here is gone from both layers after a write.
 */
const NAMESPACE = '/site/events/v1';

interface ReadForms {
  /** `/{route}/by-slug/{slug}` is a read. */
  bySlug: boolean;
  /** `/{route}/{id}.ics` is a read (events: one event as a calendar file). */
  ics: boolean;
  /** The single read's key carries the site's day (src/events/routes.ts: the next occurrence depends on it). */
  day: boolean;
}

const ROUTES: Record<string, ReadForms> = {
  events: { bySlug: true, ics: true, day: true },
  venues: { bySlug: true, ics: false, day: false },
  organizers: { bySlug: true, ics: false, day: false },
  categories: { bySlug: false, ics: false, day: false },
  tags: { bySlug: false, ics: false, day: false },
};

const WRITE_PATH = new RegExp(
  `^(?:/(?:${LANGUAGES.join('|')}))?${NAMESPACE}/(${Object.keys(ROUTES).join('|')})/(?:([0-9]+)|by-slug/([^/]+))/?$`,
);

/** A record has a slug per language, and a write by slug may have renamed one. */
const MAX_SLUGS = 8;

export interface WrittenRecord {
  route: string;
  id: number;
  slugs: string[];
}

/** Whether a write to `path` names one record (by id or by slug). */
export const namesRecord = (path: string) => WRITE_PATH.test(path);

// biome-ignore lint/suspicious/noExplicitAny: a write's answer is read loosely, only for its names
type Body = any;

/**
 * The record a successful write names, from its path and its answer (`{ id, slug, translations }`, or
 * `{ deleted, previous }` for a delete for good); `null` when the write names no single record.
 */
export function writtenRecord(path: string, body: Body): WrittenRecord | null {
  const match = WRITE_PATH.exec(path);
  if (!match) return null;
  const [, route, idInPath, slugInPath] = match;
  const record = body && typeof body === 'object' ? (body.previous ?? body) : null;
  const id = Number(idInPath ?? record?.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const slugs = new Set<string>();
  if (slugInPath) slugs.add(slugInPath);
  if (typeof record?.slug === 'string') slugs.add(record.slug);
  for (const text of Object.values(record?.translations ?? {})) {
    const slug = (text as { slug?: unknown })?.slug;
    if (typeof slug === 'string') slugs.add(slug);
  }
  return { route: route!, id, slugs: [...slugs].filter((s) => s !== '').slice(0, MAX_SLUGS) };
}

const today = (timezone: string, now: Date) => startOfDayWall(utcToZonedWall(now, timezone)).slice(0, 10);

/**
 * Every cache key of the record's single reads, for the host the write was sent to. Paths are as the
 * router gives them (`c.req.path`, percent-decoded), as `cached()` builds its keys.
 */
export function recordKeys(
  record: WrittenRecord,
  site: { scheme: 'http' | 'https'; host: string; defaultLang: Lang; timezone: string },
  now = new Date(),
): string[] {
  const forms = ROUTES[record.route]!;
  const base = `${NAMESPACE}/${record.route}`;
  const reads: Array<{ path: string; day: boolean }> = [{ path: `${base}/${record.id}`, day: forms.day }];
  if (forms.ics) reads.push({ path: `${base}/${record.id}.ics`, day: false });
  if (forms.bySlug) {
    for (const slug of record.slugs) reads.push({ path: `${base}/by-slug/${slug}`, day: forms.day });
  }
  const day = today(site.timezone, now);
  const languages: Array<{ lang: Lang; namedLanguage: boolean }> = [
    ...LANGUAGES.map((lang) => ({ lang, namedLanguage: true })),
    { lang: site.defaultLang, namedLanguage: false },
  ];
  const keys = new Set<string>();
  for (const read of reads) {
    for (const language of languages) {
      keys.add(
        cacheKey({
          scheme: site.scheme,
          host: site.host,
          path: read.path,
          ...language,
          query: read.day ? [['day', day]] : [],
        }),
      );
    }
  }
  return [...keys];
}
