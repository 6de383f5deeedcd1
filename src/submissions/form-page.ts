import bundle from '../../browser/rich-text/bundle.json';
import { RICH_TEXT_STYLE } from '../../browser/rich-text/style';
import { RICH_TEXT_WORDS } from '../../browser/rich-text/words';
import { LANGUAGES, type Lang } from '../lib/languages';
import type { RulePreview } from '../lib/recurrence/preview';
import { escapeHtml } from '../lib/sanitize-html';
import { LANGUAGE_NAMES } from '../pages/strings';
import { SEARCH_SCRIPT } from './form-script';
import { FORM_WORDS, type FormWords } from './form-words';

/**
 * The public form (`/events/community/add`, docs/submissions.md#the-form): plain HTML that works without
 * JavaScript (the description's visual editor and Turnstile's widget come on top), every field labelled,
 * each error tied to its field (`aria-describedby`, `aria-invalid`) and listed in a summary at the top
 * that takes the focus, one column on a phone.
 */

export type Choice = {
  id: number;
  name: string;
};

export interface FormOptions {
  venues: Choice[];
  organizers: Choice[];
  categories: Choice[];
  tags: Choice[];
  timezones: readonly string[];
}

export interface FormState {
  lang: Lang;
  action: string;
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  /** A message for the whole form (a refusal, a limit). */
  formError?: string;
  terms?: string;
  csrfToken: string | null;
  /** Anonymous senders: the signed start, and Turnstile (its widget, or its offline answer locally). */
  stamp: string | null;
  turnstile: { siteKey: string } | { offlineAnswer: string } | null;
  /** The repeat's next dates, after "Preview dates". */
  preview?: RulePreview;
  /** The API's root for the search boxes' script (`/{lang}/site/events/v1`); none: no script. */
  searchApi?: string;
}

/** The form's own styles, with the visual editor's: one constant, named by its hash in the CSP. */
export const FORM_STYLE = `
form.submission { display: grid; gap: 1rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem 1rem; margin: 0; display: grid; gap: 0.9rem; min-width: 0; }
legend { font-weight: 600; padding: 0 0.25rem; }
.field { display: grid; gap: 0.25rem; }
.field label, .field .label { font-weight: 600; }
.check { display: flex; gap: 0.5rem; align-items: flex-start; }
.check label { font-weight: normal; }
.row { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.row .field { flex: 1 1 10rem; }
input[type=text], input[type=search], input[type=email], input[type=url], input[type=date], input[type=time], input[type=number], select, textarea {
  font: inherit; padding: 0.45rem 0.5rem; border: 1px solid #6e7781; border-radius: 4px; width: 100%; max-width: 100%; background: #fff; color: inherit; }
textarea { min-height: 8rem; }
input:focus-visible, select:focus-visible, textarea:focus-visible, button:focus-visible {
  outline: 3px solid var(--accent); outline-offset: 2px; }
[aria-invalid=true] { border-color: #b3261e; border-width: 2px; }
.error { color: #b3261e; font-weight: 600; margin: 0; }
.hint { color: var(--muted); margin: 0; font-size: 0.95rem; }
.summary { border: 3px solid #b3261e; padding: 0.75rem 1rem; border-radius: 6px; }
.summary h2 { margin-top: 0; }
.choices { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0.25rem 1rem; }
.terms { white-space: pre-line; background: #f6f8fa; padding: 0.5rem 0.75rem; border-radius: 4px; margin: 0; }
.trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
button { font: inherit; padding: 0.6rem 1.1rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; justify-self: start; }
button.secondary { background: #fff; color: #b3261e; border-color: #b3261e; }
button.plain { background: #fff; color: var(--accent); }
.preview { border-left: 4px solid var(--accent); padding: 0.25rem 0.75rem; }
.preview ol { margin: 0.25rem 0 0; }
${RICH_TEXT_STYLE}`;

const value = (state: FormState, name: string) => {
  const v = state.values[name];
  return typeof v === 'string' ? v : '';
};
const values = (state: FormState, name: string) => {
  const v = state.values[name];
  return Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? [v] : [];
};

/** `id`, `aria-describedby` and `aria-invalid` of a field, and its error paragraph. */
function described(state: FormState, id: string, hint?: string) {
  const error = state.errors[id];
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    attrs: `id="${id}" name="${id}"${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}`,
    before: `${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}${
      error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''
    }`,
  };
}

function input(state: FormState, id: string, label: string, type = 'text', extra = '', hint?: string) {
  const d = described(state, id, hint);
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label>${d.before}<input type="${type}" ${d.attrs} value="${escapeHtml(value(state, id))}"${extra}></div>`;
}

function select(
  state: FormState,
  id: string,
  label: string,
  options: Array<[string, string]>,
  hint?: string,
) {
  const d = described(state, id, hint);
  const chosen = value(state, id);
  const items = options
    .map(
      ([v, text]) =>
        `<option value="${escapeHtml(v)}"${v === chosen ? ' selected' : ''}>${escapeHtml(text)}</option>`,
    )
    .join('');
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label>${d.before}<select ${d.attrs}>${items}</select></div>`;
}

function checkbox(state: FormState, id: string, label: string, extra = '') {
  const d = described(state, id);
  const on = value(state, id) !== '' ? ' checked' : '';
  return `<div class="field">${d.before}<div class="check"><input type="checkbox" ${d.attrs} value="1"${on}${extra}><label for="${id}">${escapeHtml(label)}</label></div></div>`;
}

function choices(state: FormState, name: string, legend: string, items: Choice[]) {
  if (items.length === 0) return '';
  const chosen = new Set(values(state, name));
  const boxes = items
    .map(
      (item) =>
        `<div class="check"><input type="checkbox" id="${name}-${item.id}" name="${name}[]" value="${item.id}"${chosen.has(String(item.id)) ? ' checked' : ''}><label for="${name}-${item.id}">${escapeHtml(item.name)}</label></div>`,
    )
    .join('');
  return `<fieldset><legend>${escapeHtml(legend)}</legend><div class="choices">${boxes}</div></fieldset>`;
}

/** The summary of errors, each a link to its field (the page's script-free focus: `autofocus` on the summary's link). */
function summary(state: FormState, w: FormWords, labels: Record<string, string>) {
  const entries = Object.entries(state.errors);
  if (entries.length === 0 && !state.formError) return '';
  const items = entries
    .map(
      ([id, error]) => `<li><a href="#${id}">${escapeHtml(labels[id] ?? id)}: ${escapeHtml(error)}</a></li>`,
    )
    .join('');
  return `<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1"><h2 id="summary-title">${escapeHtml(
    w.errorSummary,
  )}</h2>${state.formError ? `<p>${escapeHtml(state.formError)}</p>` : ''}${items ? `<ul>${items}</ul>` : ''}</div>`;
}

/** Field id → its label in the summary. */
export function fieldLabels(w: FormWords): Record<string, string> {
  const bare = (text: string) => text.replace(/\s*\*$/, '');
  return {
    title: bare(w.eventTitle),
    description: w.description,
    start_day: `${w.start}: ${bare(w.date)}`,
    start_time: `${w.start}: ${w.time}`,
    end_day: `${w.end}: ${bare(w.date)}`,
    end_time: `${w.end}: ${w.time}`,
    timezone: w.timezone,
    repeat: w.repeat,
    repeat_count: w.repeatCount,
    venue: w.venue,
    new_venue_name: w.newVenueName,
    organizer: w.organizer,
    new_organizer_name: w.newOrganizerName,
    new_organizer_email: w.newOrganizerEmail,
    cost: w.cost,
    website: w.website,
    image_file: w.image,
    image_alt_text: w.imageAlt,
    submitter_name: bare(w.name),
    submitter_email: bare(w.email),
    terms_accepted: bare(w.acceptTerms),
  };
}

/** The image's file: never shown again after a refusal (a browser cannot fill a file input). */
function fileInput(state: FormState, w: FormWords) {
  const d = described(state, 'image_file', w.imageHint);
  return `<div class="field"><label for="image_file">${escapeHtml(w.image)}</label>${d.before}<input type="file" ${d.attrs} accept="image/jpeg,image/png,image/gif,image/webp,image/avif"></div>`;
}

/** A local start (`YYYY-MM-DD HH:MM:SS`) in the page's words. */
function localDate(wall: string, lang: Lang, allDay: boolean) {
  const [y, m, d, h, min] = wall.split(/[- :]/).map(Number);
  const at = Date.UTC(y!, m! - 1, d!, h ?? 0, min ?? 0);
  const style = allDay
    ? { dateStyle: 'full' as const }
    : { dateStyle: 'full' as const, timeStyle: 'short' as const };
  return new Intl.DateTimeFormat(lang, { ...style, timeZone: 'UTC' }).format(at);
}

/** "Preview dates" and what it found: the rule in words and the next dates, or why there are none. */
function previewPart(state: FormState, w: FormWords) {
  const button = `<button type="submit" class="plain" name="preview_dates" value="1" formnovalidate>${escapeHtml(w.previewDates)}</button>`;
  const p = state.preview;
  if (!p) return button;
  const allDay = value(state, 'all_day') !== '';
  const body = !p.repeats
    ? `<p>${escapeHtml(w.previewNone)}</p>`
    : `${p.description ? `<p>${escapeHtml(p.description)}</p>` : ''}${p.problem ? `<p class="error">${escapeHtml(p.problem)}</p>` : ''}${
        p.next.length > 0
          ? `<ol>${p.next.map((wall) => `<li><time datetime="${escapeHtml(wall.replace(' ', 'T'))}">${escapeHtml(localDate(wall, state.lang, allDay))}</time></li>`).join('')}</ol>`
          : ''
      }`;
  return `${button}<div class="preview" id="repeat-preview" role="status" tabindex="-1"><h2>${escapeHtml(w.previewTitle)}</h2>${body}</div>`;
}

export function formMain(state: FormState, options: FormOptions): string {
  const w = FORM_WORDS[state.lang];
  const linked = (choicesOf: Choice[], none: string, fresh: string): Array<[string, string]> => [
    ['', none],
    ...choicesOf.map((c): [string, string] => [String(c.id), c.name]),
    ['new', fresh],
  ];
  const description = described(state, 'description');
  const anonymous = state.stamp !== null;
  const turnstile = state.turnstile;
  return `<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.intro)}</p>
<p class="hint">${escapeHtml(w.required)}</p>
${summary(state, w, fieldLabels(w))}
<form class="submission" method="post" action="${escapeHtml(state.action)}" enctype="multipart/form-data" novalidate>
${state.csrfToken ? `<input type="hidden" name="_csrf" value="${escapeHtml(state.csrfToken)}">` : ''}
${anonymous ? `<input type="hidden" name="form_started" value="${escapeHtml(state.stamp!)}">` : ''}
<div class="trap" aria-hidden="true"><button type="submit" tabindex="-1">${escapeHtml(w.send)}</button></div>
<fieldset><legend>${escapeHtml(w.theEvent)}</legend>
${select(
  state,
  'text_language',
  w.textLanguage,
  LANGUAGES.map((lang): [string, string] => [lang, LANGUAGE_NAMES[lang]]),
  w.textLanguageHint,
)}
${input(state, 'title', w.eventTitle, 'text', ' required maxlength="300" autocomplete="off"')}
<div class="field"><label for="description">${escapeHtml(w.description)}</label>${description.before}<textarea ${description.attrs} data-rich-text rows="8">${escapeHtml(value(state, 'description'))}</textarea></div>
</fieldset>
<fieldset><legend>${escapeHtml(w.start)} · ${escapeHtml(w.end)}</legend>
<div class="row">${input(state, 'start_day', `${w.start}: ${w.date}`, 'date', ' required')}${input(state, 'start_time', `${w.start}: ${w.time}`, 'time')}</div>
<div class="row">${input(state, 'end_day', `${w.end}: ${w.date.replace(/\s*\*$/, '')}`, 'date')}${input(state, 'end_time', `${w.end}: ${w.time}`, 'time')}</div>
${checkbox(state, 'all_day', w.allDay)}
${select(
  state,
  'timezone',
  w.timezone,
  options.timezones.map((zone): [string, string] => [zone, zone.replaceAll('_', ' ')]),
)}
<div class="row">${select(state, 'repeat', w.repeat, [
    ['', w.repeatNone],
    ['weekly', w.repeatWeekly],
    ['monthly', w.repeatMonthly],
  ])}${input(state, 'repeat_count', w.repeatCount, 'number', ' min="2" max="52" inputmode="numeric"')}</div>
${previewPart(state, w)}
</fieldset>
<fieldset><legend>${escapeHtml(w.venue)}</legend>
${select(state, 'venue', w.venue, linked(options.venues, w.venueNone, w.venueNew))}
${input(state, 'new_venue_name', w.newVenueName, 'text', ' maxlength="200"')}
${input(state, 'new_venue_address', w.newVenueAddress, 'text', ' maxlength="300" autocomplete="street-address"')}
${input(state, 'new_venue_city', w.newVenueCity, 'text', ' maxlength="100"')}
</fieldset>
<fieldset><legend>${escapeHtml(w.organizer)}</legend>
${select(state, 'organizer', w.organizer, linked(options.organizers, w.organizerNone, w.organizerNew))}
${input(state, 'new_organizer_name', w.newOrganizerName, 'text', ' maxlength="200"')}
${input(state, 'new_organizer_email', w.newOrganizerEmail, 'email', ' maxlength="254"')}
</fieldset>
${choices(state, 'categories', w.categories, options.categories)}
${choices(state, 'tags', w.tags, options.tags)}
<fieldset><legend>${escapeHtml(w.cost)} · ${escapeHtml(w.website)}</legend>
${input(state, 'cost', w.cost, 'text', ' maxlength="100"')}
${input(state, 'website', w.website, 'url', ' maxlength="2000" placeholder="https://"')}
</fieldset>
<fieldset><legend>${escapeHtml(w.image)}</legend>
${fileInput(state, w)}
${input(state, 'image_alt_text', w.imageAlt, 'text', ' maxlength="1000"', w.imageAltHint)}
</fieldset>
<fieldset><legend>${escapeHtml(w.you)}</legend>
${input(state, 'submitter_name', w.name, 'text', ' required maxlength="100" autocomplete="name"')}
${input(state, 'submitter_email', w.email, 'email', ' required maxlength="254" autocomplete="email"', w.emailHint)}
${state.terms ? `<p class="label" id="terms-title"><strong>${escapeHtml(w.terms)}</strong></p><p class="terms">${escapeHtml(state.terms)}</p>${checkbox(state, 'terms_accepted', w.acceptTerms, ' required')}` : ''}
</fieldset>
${anonymous ? `<div class="trap" aria-hidden="true"><label for="nickname">${escapeHtml(w.honeypot)}</label><input type="text" id="nickname" name="nickname" value="" tabindex="-1" autocomplete="off"></div>` : ''}
${
  turnstile && 'siteKey' in turnstile
    ? `<div class="cf-turnstile" data-sitekey="${escapeHtml(turnstile.siteKey)}" data-language="${state.lang}"></div><noscript><p class="hint">${escapeHtml(w.needsScript)}</p></noscript>`
    : turnstile
      ? `<input type="hidden" name="cf-turnstile-response" value="${escapeHtml(turnstile.offlineAnswer)}">`
      : ''
}
<button type="submit">${escapeHtml(w.send)}</button>
</form>
<script src="${bundle.path}" defer data-words="${escapeHtml(JSON.stringify(RICH_TEXT_WORDS[state.lang]))}"></script>
${turnstile && 'siteKey' in turnstile ? '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>' : ''}
${
  state.searchApi
    ? `<script data-api="${escapeHtml(state.searchApi)}" data-venue-label="${escapeHtml(w.searchVenues)}" data-organizer-label="${escapeHtml(w.searchOrganizers)}" data-hint="${escapeHtml(w.searchHint)}" data-found="${escapeHtml(w.searchFound)}">${SEARCH_SCRIPT}</script>`
    : ''
}`;
}

export interface StatusView {
  lang: Lang;
  action: string;
  token: string;
  state: keyof FormWords['states'];
  reason: string | null;
  title: string;
  start: string | null;
  description: string;
  received: boolean;
  saved: boolean;
  errors: Record<string, string>;
  csrfToken: string | null;
}

/** The private link's page: the state, the reason of a decision, editing while pending, withdrawing. */
export function statusMain(view: StatusView): string {
  const w = FORM_WORDS[view.lang];
  const pending = view.state === 'pending';
  const state: FormState = {
    lang: view.lang,
    action: view.action,
    values: { title: view.title, description: view.description },
    errors: view.errors,
    csrfToken: view.csrfToken,
    stamp: null,
    turnstile: null,
  };
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(view.token)}">${
    view.csrfToken ? `<input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}">` : ''
  }`;
  const description = described(state, 'description');
  return `<h1>${escapeHtml(w.statusTitle)}</h1>
${view.received ? `<p class="note" role="status">${escapeHtml(w.received)}</p>` : ''}
${view.saved ? `<p class="note" role="status">${escapeHtml(w.saved)}</p>` : ''}
${summary(state, w, fieldLabels(w))}
<dl>
<dt>${escapeHtml(w.theEvent)}</dt><dd>${escapeHtml(view.title)}</dd>
${view.start ? `<dt>${escapeHtml(w.start)}</dt><dd>${escapeHtml(view.start)}</dd>` : ''}
<dt>${escapeHtml(w.state)}</dt><dd>${escapeHtml(w.states[view.state])}</dd>
${view.reason ? `<dt>${escapeHtml(w.reason)}</dt><dd>${escapeHtml(view.reason)}</dd>` : ''}
</dl>
<p class="hint">${escapeHtml(w.keepLink)}</p>
${
  pending
    ? `<form class="submission" method="post" action="${escapeHtml(view.action)}" novalidate>
${hidden}<input type="hidden" name="action" value="edit">
${input(state, 'title', w.eventTitle, 'text', ' required maxlength="300"')}
<div class="field"><label for="description">${escapeHtml(w.description)}</label>${description.before}<textarea ${description.attrs} data-rich-text rows="8">${escapeHtml(view.description)}</textarea></div>
<button type="submit">${escapeHtml(w.saveChanges)}</button>
</form>
<form method="post" action="${escapeHtml(view.action)}">
${hidden}<input type="hidden" name="action" value="withdraw">
<button type="submit" class="secondary">${escapeHtml(w.withdraw)}</button>
</form>
<script src="${bundle.path}" defer data-words="${escapeHtml(JSON.stringify(RICH_TEXT_WORDS[view.lang]))}"></script>`
    : ''
}`;
}
