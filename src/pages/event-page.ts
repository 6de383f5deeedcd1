import { escapeHtml } from '../lib/sanitize-html';
import { googleCalendarUrl } from './calendar-links';
import { factRows, statusBadgeHtml } from './event-facts';
import { imageHtml, PAGE_IMAGE_SIZES, shownImage } from './image';
import type { PageParts } from './layout';
import {
  addressOf,
  descriptionHtml,
  type EventRecord,
  facts,
  link,
  mapUrl,
  type OrganizerRecord,
  type PageContext,
  translationsOf,
  type VenueRecord,
  webLink,
} from './parts';
import { PAGE_STRINGS } from './strings';
import { whenHtml } from './when';

/**
 * What series add to an event (recurring events, built in parallel): `recurring` on every event, and on
 * the single read the rule in words. Each is shown when present and nothing is shown when absent.
 */
interface SeriesFields {
  recurring?: boolean;
  series?: { description?: unknown } | null;
  recurrence_description?: unknown;
}

/** The rule of the event's series in words, when the API gives it. */
function ruleInWords(event: SeriesFields): string | null {
  const words = event.series?.description ?? event.recurrence_description;
  return typeof words === 'string' && words.trim() !== '' ? words : null;
}

/** The excerpt as plain text for `<meta name="description">`: cut first, so the work is bounded. */
export const summaryOf = (html: string | undefined) =>
  html
    ? html
        .slice(0, 600)
        .replace(/<[^<>]*>/g, '')
        .trim()
        .slice(0, 300) || undefined
    : undefined;

const venuesOf = (event: EventRecord): VenueRecord[] =>
  (Array.isArray(event.venue) ? event.venue : [event.venue]) as VenueRecord[];

function venueHtml(venue: VenueRecord, showMapLink: boolean, mapLabel: string): string {
  const name = venue.url ? link(venue.url, venue.venue ?? '') : escapeHtml(venue.venue ?? '');
  const address = addressOf(venue);
  const map = showMapLink && venue.show_map_link !== false ? mapUrl(venue) : null;
  return [
    `<p>${name}</p>`,
    address ? `<p>${escapeHtml(address)}</p>` : '',
    map ? `<p>${link(map, mapLabel, ' rel="noopener"')}</p>` : '',
  ].join('');
}

/** The date an occurrence's address ends with (`/event/{slug}/{YYYY-MM-DD}/`, as its `url`), if it is one. */
const occurrenceDay = (url: string) => /\/event\/[^/]+\/(\d{4}-\d{2}-\d{2})\/$/.exec(url)?.[1];

/**
 * An event's page: its title, whether it is still on (a badge with the reason), when (in its own time
 * zone), where (with the address and a map link), how to attend (online: the link once it is shown), the
 * languages it is held in, the organizers, categories and tags, cost and website, its accessibility, the
 * series rule, the description (sanitised), add-to-calendar links, and its schema.org JSON-LD. A `locked`
 * event (password-protected, read without its password) shows what lists show: its title, status and
 * dates.
 */
export function eventPage(event: EventRecord & SeriesFields, ctx: PageContext, locked: boolean): PageParts {
  const t = PAGE_STRINGS[ctx.lang];
  const venues = venuesOf(event).filter((v) => v?.venue);
  const location = venues.map((v) => [v.venue, addressOf(v)].filter(Boolean).join(', ')).join('; ');
  const rule = ruleInWords(event);
  const repeats = event.recurring === true || rule !== null;
  const names = (terms: Array<{ name: string }>) => escapeHtml(terms.map((term) => term.name).join(', '));
  const [attendance, languages, accessibility] = factRows(event, ctx.lang);
  const details = facts([
    [t.when, whenHtml(event, ctx.lang)],
    [t.repeats, repeats ? escapeHtml(rule ?? '✓') : ''],
    [t.where, venues.map((v) => venueHtml(v, event.show_map_link === true, t.map)).join('')],
    attendance!,
    languages!,
    [
      t.organizers,
      (event.organizer as OrganizerRecord[])
        .map((o) => `<p>${o.url ? link(o.url, o.organizer ?? '') : escapeHtml(o.organizer ?? '')}</p>`)
        .join(''),
    ],
    [t.categories, names(event.categories)],
    [t.tags, names(event.tags)],
    [t.cost, escapeHtml(event.cost)],
    [t.website, webLink(event.website)],
    accessibility!,
  ]);
  const ics = `${ctx.apiRoot}/events/${event.id}.ics`;
  const addToCalendar = `<section aria-labelledby="add"><h2 id="add">${escapeHtml(t.addToCalendar)}</h2>
<ul class="actions"><li>${link(ics, t.downloadIcs, ' type="text/calendar" download')}</li><li>${link(
    googleCalendarUrl(event, location),
    t.google,
    ' rel="noopener"',
  )}</li></ul></section>`;
  const shown = locked ? null : shownImage(event.image);
  const image = shown ? imageHtml(shown, { eager: true, sizes: PAGE_IMAGE_SIZES, className: 'image' }) : '';
  const main = `<article>
<p class="kind">${escapeHtml(t.event)}</p>
<h1>${escapeHtml(event.title)}</h1>
${statusBadgeHtml(event, ctx.lang)}${locked ? `<p class="note">${escapeHtml(t.locked)}</p>` : ''}${details}
${image}${descriptionHtml(event.description)}
${addToCalendar}
</article>`;
  return {
    lang: ctx.lang,
    title: event.title,
    summary: summaryOf(event.excerpt),
    canonical: event.url,
    translations: translationsOf('event', event.translations, ctx, occurrenceDay(event.url)),
    jsonLd: locked ? undefined : event.json_ld,
    main,
  };
}
