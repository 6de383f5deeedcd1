import type { Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import { link } from '../parts';
import { PAGE_STRINGS } from '../strings';
import { formatAddress, type ViewKind } from './address';
import { FACETS } from './facets';
import { CALENDAR_STRINGS } from './strings';
import { type CalendarView, hrefOf, switchTo } from './view';
import { WEEK_WORDS } from './week-words';

/**
 * What surrounds a view's events, as TEC's bar does without script: the search form (a GET form of
 * TEC's own parameters), the view switcher, previous and next, and the export links.
 */

export interface Option {
  slug: string;
  name: string;
}

export interface BarContext {
  lang: Lang;
  view: CalendarView;
  today: string;
  /** The categories the select offers. */
  categories: Option[];
  /** Where this site's pages are, with the language prefix (`https://site/eu`): links. */
  siteUrl: string;
  /** The language prefix alone (`/eu` or ``): the form's action stays on the page's own origin. */
  prefix: string;
}

const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeHtml(value)}"` : '');

/** The search form: text, date (a month on the month view), category; it keeps the view and the tag. */
export function finderHtml(bar: BarContext): string {
  const { lang, view } = bar;
  const t = CALENDAR_STRINGS[lang];
  // The form's address is the view's without category, date or page (`/events/month/`): the fields say them.
  const action = formatAddress({
    view: view.kind,
    ...(view.tag ? { term: { taxonomy: 'tag' as const, slug: view.tag } } : {}),
  });
  const date = view.kind === 'month' ? view.month : (view.day ?? view.from);
  const options = [
    `<option value="">${escapeHtml(t.allCategories)}</option>`,
    ...bar.categories.map(
      (c) =>
        `<option value="${escapeHtml(c.slug)}"${c.slug === view.category ? ' selected' : ''}>${escapeHtml(c.name)}</option>`,
    ),
  ];
  return `<form class="finder" role="search" method="get" action="${escapeHtml(`${bar.prefix}${action}`)}" aria-label="${escapeHtml(t.finder)}">
<p><label for="tribe-bar-search">${escapeHtml(t.search)}</label><input type="search" id="tribe-bar-search" name="tribe-bar-search" maxlength="200"${attr('value', view.search)}></p>
<p><label for="tribe-bar-date">${escapeHtml(view.kind === 'month' ? t.month : t.date)}</label><input type="${view.kind === 'month' ? 'month' : 'date'}" id="tribe-bar-date" name="tribe-bar-date"${attr('value', date)}></p>
<p><label for="tribe_events_cat">${escapeHtml(t.category)}</label><select id="tribe_events_cat" name="tribe_events_cat">${options.join('')}</select></p>
${view.past ? '<input type="hidden" name="eventDisplay" value="past">\n' : ''}${facetFields(view)}<p><button type="submit">${escapeHtml(t.find)}</button></p>
</form>`;
}

/** The visitors' filters (./facets.ts) as hidden fields: the search bar keeps them. */
const facetFields = (view: CalendarView) =>
  FACETS.filter((name) => view.facets?.[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(view.facets![name]!)}">\n`)
    .join('');

/** List, month, day: the same filters in each view. */
export function viewSwitcherHtml(bar: BarContext): string {
  const t = CALENDAR_STRINGS[bar.lang];
  const w = WEEK_WORDS[bar.lang];
  const kinds: Array<[ViewKind, string]> = [
    ['list', t.list],
    ['photo', w.photo],
    ['week', w.week],
    ['month', t.month],
    ['day', t.day],
  ];
  const items = kinds.map(
    ([kind, label]) =>
      `<li>${link(`${bar.siteUrl}${hrefOf(switchTo(bar.view, kind, bar.today))}`, label, bar.view.kind === kind ? ' aria-current="page"' : '')}</li>`,
  );
  return `<nav class="views" aria-label="${escapeHtml(t.views)}"><ul>${items.join('')}</ul></nav>`;
}

export interface Step {
  label: string;
  view: CalendarView | null;
}

/** Previous, (a label or a link in the middle), next: each a link when there is somewhere to go. */
export function stepsHtml(bar: BarContext, label: string, previous: Step, middle: Step | string, next: Step) {
  const go = (step: Step, rel: string) =>
    step.view ? link(`${bar.siteUrl}${hrefOf(step.view)}`, step.label, ` rel="${rel}"`) : '';
  const centre =
    typeof middle === 'string'
      ? `<span>${escapeHtml(middle)}</span>`
      : middle.view
        ? link(`${bar.siteUrl}${hrefOf(middle.view)}`, middle.label)
        : '';
  return `<nav class="steps" aria-label="${escapeHtml(label)}"><span>${go(previous, 'prev')}</span>${centre}<span>${go(next, 'next')}</span></nav>`;
}

/**
 * Export: this view's events as an iCalendar file (`?ical=1`, `?outlook-ical=1`, as TEC's links), and
 * a subscription to the calendar with the same filters (`webcal:`, the feed from now on).
 */
export function exportHtml(bar: BarContext, feedUrl: string): string {
  const t = CALENDAR_STRINGS[bar.lang];
  const page = `${bar.siteUrl}${hrefOf(bar.view)}`;
  const withParam = (name: string) => `${page}${page.includes('?') ? '&' : '?'}${name}=1`;
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return `<section aria-labelledby="export"><h2 id="export">${escapeHtml(t.export)}</h2>
<ul class="actions"><li>${link(withParam('ical'), PAGE_STRINGS[bar.lang].downloadIcs, ' rel="nofollow"')}</li><li>${link(
    withParam('outlook-ical'),
    t.outlook,
    ' rel="nofollow"',
  )}</li><li>${link(webcal, t.subscribe)}</li></ul></section>`;
}
