import type { Context } from 'hono';
import type { Config } from '../../config';
import type { AppEnv } from '../../env';
import { FREE_LABEL } from '../../events/presenter';
import { formatCost } from '../../lib/cost-format';
import { formatUtcWall, zonedWallToUtc } from '../../lib/dates';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { escapeHtml, sanitizeHtml } from '../../lib/sanitize-html';
import { eventPage } from '../../pages/event-page';
import { renderPage } from '../../pages/layout';
import type { EventRecord } from '../../pages/parts';
import { pageContext } from '../../pages/respond';
import { callApi } from '../through-api';
import type { Values } from './form';
import { translatedName } from './values';
import { SCREEN_WORDS } from './words-screen';

/**
 * "Preview event": the event's public page (src/pages/event-page.ts, the same template) as it would look
 * with what is in the form, in the language chosen, without saving anything. The saved event, read through
 * the API as the caller (a new one: an empty record), with the form's texts, dates, links and terms laid
 * over it; the venue, organizers and categories named by id read through the API too (what the caller may
 * read). A banner says it is a draft, not public; the page is never stored, indexed or framed (the app's
 * headers), its style carrying the app's nonce.
 */

/** At most this many organizers and categories are read for one preview. */
const MAX_LINKED = 10;

async function read<T>(c: Context<AppEnv>, path: string): Promise<T | null> {
  const res = await callApi(c, 'GET', path);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return (await res.json()) as T;
}

const idsOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter((v) => /^\d{1,15}$/.test(v))
    .slice(0, MAX_LINKED);

/** The cost as the public page shows it: formatted with the currency typed (none: the one the text names). */
function previewCost(cost: string, typed: Values, lang: Lang, config: Config): string {
  const symbol = typed.cost_currency_symbol?.trim() ?? '';
  const position = typed.cost_currency_position ?? '';
  const meta = { symbol: symbol || null, code: null, position: position || null };
  return formatCost(cost, FREE_LABEL[lang], meta, {
    symbol: config.currencySymbol,
    position: config.currencyPosition,
  }).cost;
}

/** An event with nothing in it yet, in the presented shape the page template reads. */
function emptyEvent(lang: Lang, tz: string): Record<string, unknown> {
  return {
    id: 0,
    status: 'draft',
    lang,
    title: '',
    description: '',
    excerpt: '',
    url: '',
    cost: '',
    website: '',
    image: false,
    all_day: false,
    timezone: tz,
    timezone_abbr: '',
    venue: [],
    organizer: [],
    categories: [],
    tags: [],
    translations: {},
    show_map_link: false,
    event_status: 'scheduled',
    event_status_reason: '',
    previous_start_date: null,
    attendance_mode: null,
    online_url: null,
    online_url_visible_before: null,
    event_languages: [],
    accessibility: [],
    accessibility_note: '',
  };
}

/** The form's wall time of `day` and `time` (`YYYY-MM-DD HH:MM:SS`), or null when the day is not a date. */
const wallOf = (day: string | undefined, time: string | undefined, allDay: boolean, end: boolean) => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const t = allDay ? (end ? '23:59' : '00:00') : time && /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  return `${day} ${t}:00`;
};

export async function previewPage(
  c: Context<AppEnv>,
  id: number | null,
  typed: Values,
  mainLang: Lang,
  wanted: unknown,
) {
  const lang: Lang =
    typeof wanted === 'string' && (LANGUAGES as readonly string[]).includes(wanted)
      ? (wanted as Lang)
      : mainLang;
  const tz = typed.timezone || c.get('config').siteTimezone;
  const saved =
    id === null ? null : await read<Record<string, unknown>>(c, `/events/${id}?translation_language=${lang}`);
  // An event the caller may not read is not previewed (the route answers the app's not-found page).
  if (id !== null && !saved) return null;
  const event: Record<string, unknown> = { ...emptyEvent(lang, tz), ...(saved ?? {}) };
  const text = (field: 'title' | 'description' | 'excerpt' | 'cost') => {
    const own = lang === mainLang ? typed[field] : typed[translatedName(field, lang)];
    // A language without its own text shows the main language's, as the public page does.
    return own || typed[field] || '';
  };
  event.title = text('title');
  event.description = sanitizeHtml(text('description'));
  event.excerpt = sanitizeHtml(text('excerpt'));
  event.cost = previewCost(text('cost'), typed, lang, c.get('config'));
  event.website = typed.website ?? '';
  const allDay = typed.all_day === '1';
  const start = wallOf(typed.start_day, typed.start_time, allDay, false);
  const end = wallOf(typed.end_day || typed.start_day, typed.end_time || typed.start_time, allDay, true);
  if (start && end) {
    try {
      event.start_date = start;
      event.end_date = end;
      event.utc_start_date = formatUtcWall(zonedWallToUtc(start, tz));
      event.utc_end_date = formatUtcWall(zonedWallToUtc(end, tz));
      event.timezone = tz;
      event.all_day = allDay;
    } catch {
      // A time zone the API would refuse: the saved dates stay.
    }
  }
  if (typeof event.start_date !== 'string') {
    const now = formatUtcWall(new Date());
    Object.assign(event, { start_date: now, end_date: now, utc_start_date: now, utc_end_date: now });
  }
  event.show_map_link = typed.show_map_link === '1';
  const q = `?translation_language=${lang}`;
  const venue = /^\d{1,15}$/.test(typed.venue ?? '') ? await read(c, `/venues/${typed.venue}${q}`) : null;
  event.venue = venue ? [venue] : [];
  const organizers = await Promise.all(idsOf(typed.organizers).map((o) => read(c, `/organizers/${o}${q}`)));
  event.organizer = organizers.filter(Boolean);
  const categories = await Promise.all(idsOf(typed.categories).map((k) => read(c, `/categories/${k}${q}`)));
  event.categories = categories.filter(Boolean);
  event.tags = (typed.tags ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, 50)
    .map((name) => ({ name }));
  const parts = eventPage(event as unknown as EventRecord, { ...pageContext(c), lang }, false);
  const words = SCREEN_WORDS[lang];
  const { html } = await renderPage({
    siteName: c.get('config').siteName,
    ...parts,
    // A preview is no page of the site: no canonical address, no other languages, no JSON-LD.
    canonical: undefined,
    translations: [],
    jsonLd: undefined,
    main: `<p class="note preview-banner" role="status" data-preview-banner><strong>${escapeHtml(words.draftBanner)}</strong></p>\n${parts.main}`,
  });
  const nonce = c.get('adminNonce') ?? '';
  return c.html(
    html
      .replaceAll('<style>', `<style nonce="${nonce}">`)
      .replace('<head>', '<head>\n<meta name="robots" content="noindex">'),
  );
}
