import { type FacetCounts, type FacetValue, PRICE_STEPS } from '../../events/facet-counts';
import { ACCESSIBILITY_KEYS, ACCESSIBILITY_LABELS } from '../../lib/accessibility';
import {
  ATTENDANCE_MODES,
  EVENT_STATUSES,
  STATUS_LABELS,
  TIMES_OF_DAY,
  WEEKDAYS,
} from '../../lib/event-facts';
import { FACET_WORDS } from '../../lib/facet-words';
import { isLang, type Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import { link } from '../parts';
import { fill, LANGUAGE_NAMES } from '../strings';
import { formatAddress, isPaged } from './address';
import { type Facet, valuesOf } from './facets';
import { CALENDAR_STRINGS } from './strings';
import { type CalendarView, hrefOf } from './view';
import { PAGED_COUNT_DAYS } from './window';

/**
 * The visitors' filters (TEC Filter Bar's, without script): a GET form of fieldsets, one per facet, each
 * value a checkbox (the price: radio buttons) whose label says how many events choosing it would list;
 * "Apply filters", "Clear all" (the view without them), and "Subscribe to this selection" (the API's
 * feed with the same filters). The search bar's fields travel as hidden fields, as the facets travel in
 * the search bar's form.
 */

export interface FacetForm {
  lang: Lang;
  view: CalendarView;
  counts: FacetCounts;
  /** The facets offered, in order. */
  offered: readonly Facet[];
  siteUrl: string;
  prefix: string;
  /** The feed of the selection (`…/events.ics?…`). */
  feedUrl: string;
  /** The site hides cancelled events: the status facet does not offer them. */
  hideCancelled: boolean;
  /** An amount with the site's currency (`10 €`). */
  amount: (n: number) => string;
}

/** The name of a language tag: our languages by their own names, others as the runtime's ICU names them. */
function languageName(tag: string, lang: Lang): string {
  if (isLang(tag)) return LANGUAGE_NAMES[tag];
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

/** An option of a facet: its value, its words, how many it would list. */
interface Choice {
  value: string;
  label: string;
  count: number;
}

const countOf = (values: FacetValue[] | undefined, value: string) =>
  values?.find((v) => v.value === value)?.count ?? 0;

/** The options of a facet, the chosen ones always among them. */
function choicesOf(form: FacetForm, facet: Facet): Choice[] {
  const { lang, counts } = form;
  const w = FACET_WORDS[lang];
  const values = counts[facet];
  const chosen = valuesOf(form.view.facets, facet);
  const fixed = (keys: readonly string[], label: (key: string) => string) =>
    keys.map((value) => ({ value, label: label(value), count: countOf(values, value) }));
  switch (facet) {
    case 'weekday': {
      const names = CALENDAR_STRINGS[lang].weekdays;
      return fixed(WEEKDAYS, (day) => names[(WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]) + 1) % 7]!);
    }
    case 'time_of_day':
      return fixed(TIMES_OF_DAY, (part) => w.times[part as keyof typeof w.times]);
    case 'event_status':
      return fixed(
        EVENT_STATUSES.filter((status) => !(form.hideCancelled && status === 'cancelled')),
        (status) => STATUS_LABELS[lang][status as keyof (typeof STATUS_LABELS)['en']],
      );
    case 'attendance_mode':
      return fixed(ATTENDANCE_MODES, (mode) => w.modes[mode as keyof typeof w.modes]);
    case 'accessibility':
      return fixed(
        ACCESSIBILITY_KEYS,
        (key) => ACCESSIBILITY_LABELS[lang][key as keyof (typeof ACCESSIBILITY_LABELS)['en']],
      ).filter((choice) => choice.count > 0 || chosen.includes(choice.value));
    case 'event_language': {
      const found = (values ?? []).map((v) => v.value);
      const all = [...new Set([...found, ...chosen])].sort();
      return all.map((tag) => ({ value: tag, label: languageName(tag, lang), count: countOf(values, tag) }));
    }
    case 'price': {
      const amounts = [...new Set([...PRICE_STEPS.map(String), ...chosen.filter((v) => v !== 'free')])];
      return [
        { value: '', label: w.anyPrice, count: counts.total ?? 0 },
        { value: 'free', label: w.free, count: countOf(values, 'free') },
        ...amounts
          .sort((a, b) => Number(a) - Number(b))
          .map((amount) => ({
            value: amount,
            label: fill(w.upTo, { amount: form.amount(Number(amount)) }),
            count: countOf(values, amount),
          })),
      ];
    }
    default: {
      // Names: the commonest, and the chosen ones the counts did not name (then by their value).
      const named = (values ?? []).map((v) => ({ value: v.value, label: v.name ?? v.value, count: v.count }));
      for (const value of chosen)
        if (!named.some((choice) => choice.value === value)) named.push({ value, label: value, count: 0 });
      return named.sort((a, b) => a.label.localeCompare(b.label, lang));
    }
  }
}

const LEGENDS: Record<Facet, (w: (typeof FACET_WORDS)['en']) => string> = {
  categories: (w) => w.category,
  tags: (w) => w.tag,
  venue: (w) => w.venue,
  organizer: (w) => w.organizer,
  weekday: (w) => w.weekday,
  time_of_day: (w) => w.timeOfDay,
  price: (w) => w.price,
  event_language: (w) => w.language,
  accessibility: (w) => w.accessibility,
  event_status: (w) => w.status,
  attendance_mode: (w) => w.attendance,
};

function fieldset(form: FacetForm, facet: Facet): string {
  const choices = choicesOf(form, facet);
  if (choices.length === 0) return '';
  const w = FACET_WORDS[form.lang];
  const chosen = valuesOf(form.view.facets, facet);
  const radio = facet === 'price';
  const items = choices.map((choice, i) => {
    const id = `f-${facet}-${i}`;
    const checked = radio ? (chosen[0] ?? '') === choice.value : chosen.includes(choice.value);
    const label = `${choice.label} (${choice.count.toLocaleString(form.lang)})`;
    return `<li><input type="${radio ? 'radio' : 'checkbox'}" id="${id}" name="${facet}" value="${escapeHtml(choice.value)}"${checked ? ' checked' : ''}><label for="${id}">${escapeHtml(label)}</label></li>`;
  });
  return `<fieldset><legend>${escapeHtml(LEGENDS[facet](w))}</legend><ul>${items.join('')}</ul></fieldset>`;
}

/** The search bar's own fields, kept when the filters are applied. */
function hiddenFields(view: CalendarView): string {
  const fields: Array<[string, string | undefined]> = [
    ['tribe-bar-search', view.search],
    ['tribe-bar-date', isPaged(view.kind) ? view.from : undefined],
    ['tribe_events_cat', view.tag ? view.category : undefined],
    ['eventDisplay', view.past ? 'past' : undefined],
  ];
  return fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

/** The form's address: the view's, its term and date in the path, from its first page. */
export function formAction(view: CalendarView): string {
  const term = view.tag
    ? { taxonomy: 'tag' as const, slug: view.tag }
    : view.category
      ? { taxonomy: 'category' as const, slug: view.category, parents: view.categoryParents ?? [] }
      : undefined;
  return formatAddress({
    ...(term ? { term } : {}),
    view: view.kind,
    ...(view.month ? { month: view.month } : {}),
    ...(view.day ? { day: view.day } : {}),
  });
}

export function facetsFormHtml(form: FacetForm): string {
  const { lang, view } = form;
  const w = FACET_WORDS[lang];
  const cleared = { ...view, page: 1 };
  delete cleared.facets;
  const action = `${form.prefix}${formAction(view)}`;
  const fieldsets = form.offered.map((facet) => fieldset(form, facet)).join('\n');
  return `<form class="facets" method="get" action="${escapeHtml(action)}" aria-labelledby="facets-title">
<h2 id="facets-title">${escapeHtml(w.filters)}</h2>
${isPaged(view.kind) ? `<p class="facet-window">${escapeHtml((view.past ? w.countsBehind : w.countsAhead).replace('{days}', String(PAGED_COUNT_DAYS)))}</p>\n` : ''}${hiddenFields(view)}${fieldsets}
<p class="facet-actions"><button type="submit">${escapeHtml(w.apply)}</button> ${link(`${form.siteUrl}${hrefOf(cleared)}`, w.clearAll, ' class="clear"')}</p>
<p class="facet-actions">${link(form.feedUrl.replace(/^https?:/, 'webcal:'), w.subscribeSelection, ' class="subscribe"')}</p>
</form>`;
}
