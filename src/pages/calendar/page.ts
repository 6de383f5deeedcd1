import { colorRules } from '../../lib/category-colors';
import { dateInWords } from '../../lib/date-words';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import type { PageParts } from '../layout';
import type { EventRecord } from '../parts';
import { fill, PAGE_STRINGS } from '../strings';
import { isPaged } from './address';
import { BADGE_STYLE, colorClass, type Looks } from './badges';
import { type FacetForm, facetsFormHtml } from './facets-form';
import {
  type BarContext,
  exportHtml,
  finderHtml,
  type Option,
  stepsHtml,
  viewSwitcherHtml,
} from './filter-bar';
import { dayHtml, listHtml } from './list-view';
import { eventsByDay, monthHtml } from './month-view';
import { CALENDAR_STRINGS, monthInWords } from './strings';
import { CALENDAR_STYLE } from './style';
import { type CalendarView, hrefOf, shiftDay, shiftMonth, weekStart } from './view';
import { photoHtml, weekHtml } from './week-view';
import { WEEK_WORDS } from './week-words';
import { LIST_PER_PAGE } from './window';

/**
 * A category or tag of the page: its name in the content language, its slug in each language it has
 * text in, and the slugs of its address in every language (a category's ancestors' first).
 */
export interface TermInfo {
  name: string;
  slug: string;
  slugs: Partial<Record<Lang, string>>;
  paths: Record<Lang, string[]>;
}

export interface CalendarData {
  view: CalendarView;
  today: string;
  /** The events shown, in order (the month's and the day's, those on its days). */
  events: EventRecord[];
  /** The list's total (its pages); on a month or a day, how many the query found. */
  total: number;
  /** How many the query read (a month or a day reads at most `MAX_ON_VIEW`). */
  read: number;
  categories: Option[];
  terms: { category?: TermInfo; tag?: TermInfo };
  /** Base of public pages without a language prefix, and the prefix. */
  siteBase: string;
  prefix: string;
  apiRoot: string;
  lang: Lang;
  siteTimezone: string;
  /** The events' category colours, by event id. */
  looks?: Looks;
  /** The visitors' filters: their counts, which are offered, the feed of the selection. */
  facets?: Omit<FacetForm, 'lang' | 'view' | 'siteUrl' | 'prefix'>;
}

/**
 * The view with each term's slug in `lang` (the language a link leads to): a category's address there
 * (its ancestors' slugs and its own, as the calendar in that language answers it), a tag's slug.
 */
function inLanguage(view: CalendarView, terms: CalendarData['terms'], lang: Lang): CalendarView {
  const path = terms.category?.paths[lang];
  const tag = terms.tag ? (terms.tag.slugs[lang] ?? terms.tag.slug) : view.tag;
  return {
    ...view,
    ...(path && path.length > 0 ? { category: path.at(-1)!, categoryParents: path.slice(0, -1) } : {}),
    ...(tag ? { tag } : {}),
  };
}

function headingOf(data: CalendarData): string {
  const { view, lang } = data;
  const t = CALENDAR_STRINGS[lang];
  if (view.kind === 'month' && view.month) return monthInWords(view.month, lang);
  if (view.kind === 'day' && view.day) return dateInWords(view.day, lang);
  if (view.kind === 'week' && view.day)
    return fill(WEEK_WORDS[lang].weekOf, { date: dateInWords(view.day, lang) });
  return view.past ? t.past : view.from ? PAGE_STRINGS[lang].site : PAGE_STRINGS[lang].upcoming;
}

/** Previous and next: pages of the list (the past before the first), months, days. */
function steps(bar: BarContext, data: CalendarData): string {
  const { view, lang } = data;
  const t = CALENDAR_STRINGS[lang];
  if (view.kind === 'month' && view.month) {
    const month = (m: string | null) => (m ? { ...view, month: m } : null);
    return stepsHtml(
      bar,
      t.months,
      { label: t.previousMonth, view: month(shiftMonth(view.month, -1)) },
      { label: t.thisMonth, view: { ...view, month: data.today.slice(0, 7) } },
      { label: t.nextMonth, view: month(shiftMonth(view.month, 1)) },
    );
  }
  if (view.kind === 'day' && view.day) {
    const day = (d: string | null) => (d ? { ...view, day: d } : null);
    return stepsHtml(
      bar,
      t.days,
      { label: t.previousDay, view: day(shiftDay(view.day, -1)) },
      { label: t.today, view: { ...view, day: data.today } },
      { label: t.nextDay, view: day(shiftDay(view.day, 1)) },
    );
  }
  if (view.kind === 'week' && view.day) {
    const w = WEEK_WORDS[lang];
    const week = (d: string | null) => (d ? { ...view, day: d } : null);
    return stepsHtml(
      bar,
      w.weeks,
      { label: w.previousWeek, view: week(shiftDay(view.day, -7)) },
      { label: w.thisWeek, view: { ...view, day: weekStart(data.today) } },
      { label: w.nextWeek, view: week(shiftDay(view.day, 7)) },
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / LIST_PER_PAGE));
  const page = (n: number, past = view.past) => ({ ...view, page: n, past });
  // The past is listed latest first: its earlier events are on its next page, its later ones on its
  // previous page and then in the list of upcoming events (whose earlier ones are the past's).
  const earlier = view.past
    ? view.page < pages
      ? page(view.page + 1)
      : null
    : view.page > 1
      ? page(view.page - 1)
      : page(1, true);
  const later = view.past
    ? view.page > 1
      ? page(view.page - 1)
      : page(1, false)
    : view.page < pages
      ? page(view.page + 1)
      : null;
  return stepsHtml(
    bar,
    t.pages,
    { label: t.previousEvents, view: earlier },
    pages > 1 ? fill(t.page, { page: view.page, pages }) : '',
    { label: t.nextEvents, view: later },
  );
}

/** schema.org's list of the events shown, each by its page (positions count from the list's first page). */
function itemList(data: CalendarData, name: string) {
  const first = isPaged(data.view.kind) ? (data.view.page - 1) * LIST_PER_PAGE : 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: data.events.length,
    itemListElement: data.events.map((event, i) => ({
      '@type': 'ListItem',
      position: first + i + 1,
      url: event.url,
    })),
  };
}

/** A calendar view's page: heading, search form, views, the events, previous and next, export. */
export function calendarPage(data: CalendarData): PageParts {
  const { lang, terms } = data;
  const t = CALENDAR_STRINGS[lang];
  const view = inLanguage(data.view, terms, lang);
  const bar: BarContext = {
    lang,
    view,
    today: data.today,
    categories: data.categories,
    siteUrl: `${data.siteBase}${data.prefix}`,
    prefix: data.prefix,
  };
  const heading = headingOf(data);
  const termNames = [
    terms.category ? `${t.category}: ${terms.category.name}` : '',
    terms.tag ? `${t.tag}: ${terms.tag.name}` : '',
  ].filter(Boolean);
  const kind = termNames.length > 0 ? `<p class="kind">${escapeHtml(termNames.join(' · '))}</p>\n` : '';
  const from =
    isPaged(view.kind) && view.from
      ? `<p>${escapeHtml(fill(t.from, { date: dateInWords(view.from, lang) }))}</p>\n`
      : '';
  const capped =
    data.read < data.total
      ? `<p class="note">${escapeHtml(fill(PAGE_STRINGS[lang].showing, { shown: data.read, total: data.total.toLocaleString(lang) }))}</p>\n`
      : '';
  const body =
    view.kind === 'month' && view.month
      ? monthHtml({
          month: view.month,
          today: data.today,
          lang,
          byDay: eventsByDay(data.events, view.month),
          dayHref: (day) => `${bar.siteUrl}${hrefOf({ ...view, kind: 'day', month: undefined, day })}`,
          labelledBy: 'title',
          ...(data.looks ? { looks: data.looks } : {}),
        })
      : view.kind === 'day' && view.day
        ? dayHtml(data.events, view.day, lang, data.looks)
        : view.kind === 'week' && view.day
          ? weekHtml(data.events, view.day, lang, data.looks)
          : view.kind === 'photo'
            ? photoHtml(data.events, lang, data.looks)
            : listHtml(data.events, lang, data.siteTimezone, data.looks);
  const nav = steps(bar, { ...data, view });
  const facets = data.facets
    ? `${facetsFormHtml({ ...data.facets, lang, view, siteUrl: bar.siteUrl, prefix: bar.prefix })}\n`
    : '';
  const feed = data.facets?.feedUrl ?? `${data.apiRoot}/events.ics`;
  const main = `${kind}<h1 id="title">${escapeHtml(heading)}</h1>
${from}${finderHtml(bar)}
${facets}${viewSwitcherHtml(bar)}
${isPaged(view.kind) ? '' : `${nav}\n`}${capped}${body}
${isPaged(view.kind) ? `${nav}\n` : ''}${exportHtml(bar, feed)}`;
  const title = [heading, ...[terms.category?.name, terms.tag?.name].filter(Boolean)].join(' · ');
  return {
    lang,
    title,
    canonical: `${bar.siteUrl}${hrefOf(view)}`,
    translations: LANGUAGES.map((code) => ({
      lang: code,
      href: `${data.siteBase}/${code}${hrefOf(inLanguage(data.view, terms, code))}`,
    })),
    jsonLd: itemList(data, title),
    main,
    style: calendarStyle(data.looks),
  };
}

/** The views' style sheet with the category colours of the events shown (one rule per category). */
export function calendarStyle(looks?: Looks): string {
  const colors = looks ? colorRules(looks.values(), (id) => `.${colorClass(id)}`) : '';
  return `${CALENDAR_STYLE}${BADGE_STYLE}\n${colors}${colors ? '\n' : ''}`;
}
