import { escapeHtml } from '../lib/sanitize-html';
import { summaryOf } from './event-page';
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
  upcomingHtml,
  type VenueRecord,
  webLink,
} from './parts';
import { PAGE_STRINGS } from './strings';

export interface Upcoming {
  events: EventRecord[];
  total: number;
}

function page(
  kind: 'venue' | 'organizer',
  record: VenueRecord | OrganizerRecord,
  name: string,
  rows: Array<[string, string]>,
  upcoming: Upcoming,
  ctx: PageContext,
): PageParts {
  const t = PAGE_STRINGS[ctx.lang];
  const image = shownImage(record.image);
  const main = `<article>
<p class="kind">${escapeHtml(kind === 'venue' ? t.venue : t.organizer)}</p>
<h1>${escapeHtml(name)}</h1>
${facts(rows)}
${image ? imageHtml(image, { eager: true, sizes: PAGE_IMAGE_SIZES, className: 'image' }) : ''}
${descriptionHtml(record.description)}
${upcomingHtml(upcoming.events, upcoming.total, ctx.lang)}
</article>`;
  return {
    lang: ctx.lang,
    title: name,
    summary: summaryOf(record.excerpt || record.description),
    canonical: record.url,
    translations: translationsOf(kind, record.translations, ctx),
    jsonLd: record.json_ld,
    main,
  };
}

/** A venue's page: its address with a map link, phone and website, description, upcoming events. */
export function venuePage(venue: VenueRecord, upcoming: Upcoming, ctx: PageContext): PageParts {
  const t = PAGE_STRINGS[ctx.lang];
  const map = venue.show_map_link ? mapUrl(venue) : null;
  const address = addressOf(venue);
  return page(
    'venue',
    venue,
    venue.venue ?? '',
    [
      [
        t.where,
        [escapeHtml(address), map ? link(map, t.map, ' rel="noopener"') : ''].filter(Boolean).join(' · '),
      ],
      [t.phone, venue.phone ? link(`tel:${venue.phone.replace(/[^\d+]/g, '')}`, venue.phone) : ''],
      [t.website, webLink(venue.website)],
    ],
    upcoming,
    ctx,
  );
}

/** An organizer's page: phone, e-mail and website, description, upcoming events. */
export function organizerPage(organizer: OrganizerRecord, upcoming: Upcoming, ctx: PageContext): PageParts {
  const t = PAGE_STRINGS[ctx.lang];
  return page(
    'organizer',
    organizer,
    organizer.organizer ?? '',
    [
      [
        t.phone,
        organizer.phone ? link(`tel:${organizer.phone.replace(/[^\d+]/g, '')}`, organizer.phone) : '',
      ],
      [t.email, organizer.email ? link(`mailto:${organizer.email}`, organizer.email) : ''],
      [t.website, webLink(organizer.website)],
    ],
    upcoming,
    ctx,
  );
}
