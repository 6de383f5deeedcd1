import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { CurrencyDefaults } from '../lib/cost-format';
import { formatUtcWall, zonedWallOfUtcWall } from '../lib/dates';
import { LANGUAGES, type Lang, pickTranslation } from '../lib/languages';
import { presentMediaImage } from './media-image';
import type { ImageRow, PostRow, PostText } from './rows';

/** What presenters need to know about the request: where links point and which language to show. */
export interface Presentation {
  origin: string;
  /** `http://host[:port]{/lang}/site/events/v1` */
  apiRoot: string;
  /** Base of public pages, keeping the language prefix. */
  siteUrl: string;
  host: string;
  lang: Lang;
  defaultLang: Lang;
  siteTimezone: string;
  /** The currency of amounts whose event names none. */
  currency: CurrencyDefaults;
  /** The currency of prices whose cost names no code. */
  currencyCode: string;
  /** Single-record reads show `json_ld`, on the record and on embedded venues and organizers. */
  single: boolean;
}

export function presentation(c: Context<AppEnv>, single = false): Presentation {
  const url = new URL(c.req.url);
  const config = c.get('config');
  const prefix = c.get('langPrefix');
  return {
    origin: url.origin,
    apiRoot: `${url.origin}${prefix}/site/events/v1`,
    siteUrl: `${config.publicSiteUrl ?? url.origin}${prefix}`,
    host: url.hostname,
    lang: c.get('lang'),
    defaultLang: config.defaultLanguage,
    siteTimezone: config.siteTimezone,
    currency: { symbol: config.currencySymbol, position: config.currencyPosition },
    currencyCode: config.currencyCode,
    single,
  };
}

const EMPTY_TEXT: PostText = {
  lang: '',
  title: '',
  slug: '',
  description: '',
  excerpt: '',
  cost: '',
  address: '',
  city: '',
};

/** The text shown for a post in the content language, after the fallback rule. */
export const textOf = (row: Pick<PostRow, 'texts'>, p: Presentation): PostText =>
  pickTranslation(row.texts, p.lang, p.defaultLang) ?? { ...EMPTY_TEXT, lang: p.lang };

const ROUTE_OF_KIND = {
  event: 'events',
  series: 'events',
  venue: 'venues',
  organizer: 'organizers',
} as const;

export const restUrlOf = (p: Presentation, kind: PostRow['kind'], id: number) =>
  `${p.apiRoot}/${ROUTE_OF_KIND[kind]}/${id}`;

/** `lang` and `translations`, the two keys every record ends with. */
export function languageKeys(
  texts: ReadonlyArray<{ lang: string; slug: string }>,
  shownLang: string,
  p: Presentation,
  restPath: string,
) {
  const translations: Record<string, { slug: string; rest_url: string }> = {};
  for (const lang of LANGUAGES) {
    const text = texts.find((t) => t.lang === lang);
    if (text)
      translations[lang] = { slug: text.slug, rest_url: `${p.origin}/${lang}/site/events/v1/${restPath}` };
  }
  return { lang: shownLang, translations };
}

/** `global_id` and `global_id_lineage`: ours, then an imported record's lineage on its source. */
export const globalIds = (p: Presentation, row: Pick<PostRow, 'id' | 'source_lineage'>) => {
  const globalId = `${p.host}?id=${row.id}`;
  return { global_id: globalId, global_id_lineage: [globalId, ...sourceLineage(row.source_lineage)] };
};

function sourceLineage(json: string | null): string[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

/** `date`, `date_utc`, `modified`, `modified_utc`: site-local and UTC publication and modification times. */
export const postDates = (row: PostRow, p: Presentation) => ({
  date: zonedWallOfUtcWall(row.published_utc, p.siteTimezone),
  date_utc: row.published_utc,
  modified: zonedWallOfUtcWall(row.modified_utc, p.siteTimezone),
  modified_utc: row.modified_utc,
});

export const nowUtcWall = () => formatUtcWall(new Date());

const extensionOf = (url: string) => /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';

/**
 * TEC's image object, or `false`. An uploaded file (the media library) has its URLs on this site, its
 * sizes, its size in bytes and its alternative text in the shown language; an image given as a URL has
 * id 0 and no sizes.
 */
export function presentImage(row: Pick<PostRow, 'image' | 'image_url'>, p: Presentation) {
  const image: ImageRow | null = row.image;
  if (image?.file_key) {
    return presentMediaImage({ ...image, file_key: image.file_key }, p.origin, p.lang, p.defaultLang);
  }
  if (image) {
    return {
      url: image.url,
      id: image.id,
      extension: extensionOf(image.url),
      width: image.width,
      height: image.height,
      sizes: image.sizes,
    };
  }
  if (row.image_url) {
    return {
      url: row.image_url,
      id: 0,
      extension: extensionOf(row.image_url),
      width: 0,
      height: 0,
      sizes: {},
    };
  }
  return false as const;
}

/** Google's least for an image of structured data: 50,000 pixels (width × height). */
const JSON_LD_MIN_PIXELS = 50_000;

/**
 * JSON-LD's `image`: for an upload, the URLs of the original and its sizes, largest first, those under
 * Google's 50,000 pixels left out (the original always kept); for an image given by URL, that URL (TEC's).
 */
export function jsonLdImage(row: Pick<PostRow, 'image' | 'image_url'>, p: Presentation) {
  const image = presentImage(row, p);
  if (!image) return undefined;
  if (!('filesize' in image)) return image.url;
  const sizes = Object.values(image.sizes).filter((size) => size.width * size.height >= JSON_LD_MIN_PIXELS);
  return [image, ...sizes].sort((a, b) => b.width * b.height - a.width * a.height).map((size) => size.url);
}

const isEmpty = (value: unknown) =>
  value === '' ||
  value === null ||
  value === undefined ||
  value === 0 ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/** A record built key by key, in TEC's order. */
export type Fields = Record<string, unknown>;

/** Sets `key` unless `value` is empty: TEC leaves the empty fields of venues and organizers out. */
export function putIfPresent(record: Fields, key: string, value: unknown): void {
  if (!isEmpty(value)) record[key] = value;
}
