import type { presentEvent } from '../events/presenter';
import { LANGUAGES, type Lang } from '../lib/languages';
import { escapeHtml, sanitizeHtml } from '../lib/sanitize-html';
import type { presentOrganizer } from '../organizers/presenter';
import type { presentVenue } from '../venues/presenter';
import { imageHtml, shownImage, THUMB_SIZES } from './image';
import type { Translation } from './layout';
import { fill, PAGE_STRINGS } from './strings';
import { whenHtml } from './when';

/** Records as the API presents them: pages show the API's data, read the API's way. */
export type EventRecord = ReturnType<typeof presentEvent>;
/** (The name's key is computed in the presenters, so its type is written here.) */
export type VenueRecord = ReturnType<typeof presentVenue> & { venue?: string };
export type OrganizerRecord = ReturnType<typeof presentOrganizer> & { organizer?: string };

/** Where a page is and what it links to. */
export interface PageContext {
  lang: Lang;
  /** Base of public pages without a language prefix: `PUBLIC_SITE_URL`, else the request's origin. */
  siteBase: string;
  /** `{origin}{/lang}/site/events/v1`. */
  apiRoot: string;
}

/**
 * The page of a record in each language it has text in (`/{lang}/{kind}/{slug}/`); an occurrence's keeps
 * its date (`/{lang}/event/{slug}/{YYYY-MM-DD}/`, `day`), so each language's address is the same occurrence.
 */
export function translationsOf(
  kind: 'event' | 'venue' | 'organizer',
  translations: Partial<Record<string, { slug: string }>> | undefined,
  ctx: PageContext,
  day?: string,
): Translation[] {
  return LANGUAGES.filter((lang) => translations?.[lang]).map((lang) => ({
    lang,
    href: `${ctx.siteBase}/${lang}/${kind}/${encodeURIComponent(translations![lang]!.slug)}/${day ? `${day}/` : ''}`,
  }));
}

export const link = (href: string, text: string, attributes = '') =>
  `<a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a>`;

/** A web link the writer gave (http or https only), or nothing. */
export function webLink(url: string | undefined, text?: string): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return '';
    return link(parsed.href, text ?? url, ' rel="nofollow noopener"');
  } catch {
    return '';
  }
}

/** "Street 1, 48001 City, Province, Country", without the parts a venue lacks. */
export function addressOf(venue: VenueRecord): string {
  const place = [venue.zip, venue.city].filter(Boolean).join(' ');
  const region = venue.stateprovince || venue.province || venue.state;
  return [venue.address, place, region !== venue.city ? region : '', venue.country]
    .map((part) => (part ?? '').trim())
    .filter((part, i, all) => part !== '' && all.indexOf(part) === i)
    .join(', ');
}

/** A map of the place: its coordinates when it has them, else its address searched. */
export function mapUrl(venue: VenueRecord): string | null {
  if (typeof venue.geo_lat === 'number' && typeof venue.geo_lng === 'number') {
    const [lat, lng] = [venue.geo_lat, venue.geo_lng];
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  }
  const address = [venue.venue, addressOf(venue)].filter(Boolean).join(', ');
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

/** A description as the page shows it: sanitised HTML (an allow-list), or nothing when empty. */
export const descriptionHtml = (html: string | undefined) =>
  html ? `<div class="description">${sanitizeHtml(html)}</div>` : '';

/** Label–value rows, the empty ones left out. */
export function facts(rows: Array<[label: string, html: string]>): string {
  const shown = rows.filter(([, html]) => html !== '');
  if (shown.length === 0) return '';
  return `<dl>${shown.map(([label, html]) => `<dt>${escapeHtml(label)}</dt><dd>${html}</dd>`).join('')}</dl>`;
}

/** An upcoming event's picture: below the fold, so it loads when the reader scrolls near it. */
function thumbHtml(event: EventRecord): string {
  const image = shownImage(event.image);
  return image ? imageHtml(image, { eager: false, sizes: THUMB_SIZES, className: 'thumb' }) : '';
}

/** The upcoming events of a venue or an organizer: each linked to its page, with when it happens. */
export function upcomingHtml(events: EventRecord[], total: number, lang: Lang): string {
  const t = PAGE_STRINGS[lang];
  const items = events.map(
    (event) => `<li>${thumbHtml(event)}${link(event.url, event.title)}<p>${whenHtml(event, lang)}</p></li>`,
  );
  const more =
    total > events.length
      ? `<p>${escapeHtml(fill(t.showing, { shown: events.length, total: total.toLocaleString(lang) }))}</p>`
      : '';
  return `<section aria-labelledby="upcoming"><h2 id="upcoming">${escapeHtml(t.upcoming)}</h2>${
    items.length > 0
      ? `<ul class="events">${items.join('')}</ul>${more}`
      : `<p>${escapeHtml(t.noUpcoming)}</p>`
  }</section>`;
}
