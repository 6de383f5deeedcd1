import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { fromCloudflareEdge } from '../http/edge-request';
import { ApiError, toApiError } from '../http/errors';
import { contentLanguage } from '../http/language';
import { isLang, type Lang } from '../lib/languages';
import { previewRule } from '../lib/recurrence/preview';
import { cspHash } from '../pages/headers';
import { renderPage } from '../pages/layout';
import { createSubmission } from './create';
import { actOnSubmission, loadSubmission, sentBy } from './decide';
import { LOCAL_TURNSTILE_SECRET } from './defences';
import { type Choice, FORM_STYLE, type FormOptions, type FormState, formMain, statusMain } from './form-page';
import { SEARCH_SCRIPT } from './form-script';
import { FORM_WORDS, type FormWords } from './form-words';
import { formStamp, submissionsSecret } from './secrets';

/**
 * The public form at TEC's address (`/events/community/add`, `/{lang}/events/community/add`) and the
 * sender's private link (`/events/community/submission/{id}?token=…`): pages over the same submission
 * code as `POST /submissions` (src/submissions/create.ts, decide.ts), never cached.
 */

const TURNSTILE = 'https://challenges.cloudflare.com';
/** Turnstile's documented always-passing test site key, and the answer its test secrets accept. */
const TEST_SITE_KEY = '1x00000000000000000000AA';
const OFFLINE_ANSWER = 'XXXX.DUMMY.TOKEN.XXXX';

async function page(c: Context<AppEnv>, title: string, main: string, status: 200 | 400 | 404 | 429 = 200) {
  const { html, headers } = await renderPage({
    siteName: c.get('config').siteName,
    lang: c.get('lang'),
    title,
    translations: [],
    main,
    style: FORM_STYLE,
  });
  // Turnstile's origin, and the search boxes' script by its hash.
  const csp = headers['Content-Security-Policy']!.replace(
    "script-src 'self'",
    `script-src 'self' ${TURNSTILE} ${await cspHash(SEARCH_SCRIPT)}`,
  ).concat(`; frame-src ${TURNSTILE}`);
  return c.body(html, status, {
    ...headers,
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
}

/** What the form offers: published venues and organizers, categories and tags, by name in the page's language. */
async function formOptions(c: Context<AppEnv>): Promise<FormOptions> {
  const lang = c.get('lang');
  const linked = (kind: string) => sql`SELECT p.id, (SELECT t.title FROM post_texts t WHERE t.post_id = p.id
      ORDER BY t.lang = ${lang} DESC, t.lang LIMIT 1) AS name
    FROM posts p WHERE p.kind = ${kind} AND p.status = 'publish' ORDER BY name COLLATE NOCASE LIMIT 300`;
  const terms = (taxonomy: string, limit: number) => sql`SELECT t.id, (SELECT x.name FROM term_texts x
      WHERE x.term_id = t.id ORDER BY x.lang = ${lang} DESC, x.lang LIMIT 1) AS name
    FROM terms t WHERE t.taxonomy = ${taxonomy} ORDER BY t.count DESC, name COLLATE NOCASE LIMIT ${limit}`;
  const [venues, organizers, categories, tags] = await c
    .get('db')
    .batch<[Choice[], Choice[], Choice[], Choice[]]>([
      linked('venue'),
      linked('organizer'),
      terms('tribe_events_cat', 100),
      terms('post_tag', 40),
    ]);
  return {
    venues: venues!,
    organizers: organizers!,
    categories: categories!.sort((a, b) => a.name.localeCompare(b.name, lang)),
    tags: tags!.sort((a, b) => a.name.localeCompare(b.name, lang)),
    timezones: ['UTC', ...Intl.supportedValuesOf('timeZone')],
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown) =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v !== '' ? [v] : [];

/** The repeat in plain words as the API's `recurrence` lines: every week or month, so many times. */
function repeatLines(form: Record<string, unknown>): string[] {
  const repeat = text(form.repeat);
  if (repeat !== 'weekly' && repeat !== 'monthly') return [];
  const count = Math.min(52, Math.max(2, Number.parseInt(text(form.repeat_count), 10) || 4));
  return [`RRULE:FREQ=${repeat === 'weekly' ? 'WEEKLY' : 'MONTHLY'};COUNT=${count}`];
}

/** "Preview dates": the shared preview of the editors' app (src/lib/recurrence/preview.ts). */
function previewOfForm(form: Record<string, unknown>, lang: Lang, siteTimezone: string, w: FormWords) {
  return previewRule(
    repeatLines(form),
    {
      day: text(form.start_day),
      time: text(form.start_time),
      timezone: text(form.timezone) || siteTimezone,
      allDay: text(form.all_day) !== '',
    },
    lang,
    w.previewCannot,
  );
}

/** The form's fields as `POST /submissions` takes them. */
export function paramsOfForm(form: Record<string, unknown>, siteTimezone: string): Record<string, unknown> {
  const allDay = text(form.all_day) !== '';
  const startDay = text(form.start_day);
  const endDay = text(form.end_day) || startDay;
  const startTime = text(form.start_time) || '00:00';
  const endTime = text(form.end_time) || (text(form.start_time) ? startTime : '23:59');
  const params: Record<string, unknown> = {
    title: text(form.title),
    description: typeof form.description === 'string' ? form.description : '',
    start_date: startDay === '' ? undefined : allDay ? startDay : `${startDay} ${startTime}`,
    end_date: startDay === '' ? undefined : allDay ? endDay : `${endDay} ${endTime}`,
    all_day: allDay,
    timezone: text(form.timezone) || siteTimezone,
    submitter_name: text(form.submitter_name),
    submitter_email: text(form.submitter_email),
    terms_accepted: text(form.terms_accepted) !== '',
    nickname: typeof form.nickname === 'string' ? form.nickname : undefined,
    form_started: text(form.form_started) || undefined,
    'cf-turnstile-response': text(form['cf-turnstile-response']) || undefined,
  };
  if (text(form.image_alt_text)) params.image_alt_text = text(form.image_alt_text);
  for (const name of ['cost', 'website'] as const) if (text(form[name])) params[name] = text(form[name]);
  const recurrence = repeatLines(form);
  if (recurrence.length > 0) params.recurrence = recurrence;
  const venue = text(form.venue);
  if (venue === 'new') {
    params.venue = [
      {
        venue: text(form.new_venue_name),
        address: text(form.new_venue_address),
        city: text(form.new_venue_city),
      },
    ];
  } else if (/^\d{1,10}$/.test(venue)) params.venue = [Number(venue)];
  const organizer = text(form.organizer);
  if (organizer === 'new') {
    params.organizer = [
      {
        organizer: text(form.new_organizer_name),
        ...(text(form.new_organizer_email) && { email: text(form.new_organizer_email) }),
      },
    ];
  } else if (/^\d{1,10}$/.test(organizer)) params.organizer = [Number(organizer)];
  const categories = list(form.categories)
    .filter((id) => /^\d{1,10}$/.test(id))
    .map(Number);
  const tags = list(form.tags)
    .filter((id) => /^\d{1,10}$/.test(id))
    .map(Number);
  if (categories.length > 0) params.categories = categories;
  if (tags.length > 0) params.tags = tags;
  return params;
}

/** The API's parameter a refusal names → the form's field that shows it. */
const FIELD_OF: Record<string, string> = {
  start_date: 'start_day',
  end_date: 'end_day',
  recurrence: 'repeat',
  all_day: 'all_day',
};

/** The errors of a refused submission at their fields, in the page's words where the form knows them. */
function errorsOf(err: ApiError, w: FormWords, form: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  let formError: string | undefined;
  const params = err.data.params;
  if (err.status === 400 && params && typeof params === 'object' && !Array.isArray(params)) {
    for (const [name, reason] of Object.entries(params as Record<string, string>)) {
      let field = FIELD_OF[name] ?? name;
      if (name === 'venue' && text(form.venue) === 'new') field = 'new_venue_name';
      if (name === 'organizer' && text(form.organizer) === 'new') field = 'new_organizer_name';
      errors[field] = w.invalid.replace('{reason}', String(reason));
    }
  } else if (err.status === 400 && Array.isArray(params)) {
    for (const name of params as string[]) errors[FIELD_OF[name] ?? name] = w.fillThis;
  } else if (err.code.startsWith('rest_upload_')) {
    errors.image_file = w.imageRefused;
  } else if (err.status === 429) formError = w.tooMany;
  else if (err.status === 401) formError = w.closed;
  else formError = w.refused;
  return { errors, formError };
}

/** Required fields the form checks itself first, in the page's words. */
function missing(form: Record<string, unknown>, w: FormWords, hasTerms: boolean) {
  const errors: Record<string, string> = {};
  for (const name of ['title', 'start_day', 'submitter_name', 'submitter_email']) {
    if (text(form[name]) === '') errors[name] = w.fillThis;
  }
  if (text(form.venue) === 'new' && text(form.new_venue_name) === '') errors.new_venue_name = w.fillThis;
  if (text(form.organizer) === 'new' && text(form.new_organizer_name) === '')
    errors.new_organizer_name = w.fillThis;
  if (hasTerms && text(form.terms_accepted) === '') errors.terms_accepted = w.fillThis;
  return errors;
}

async function formState(
  c: Context<AppEnv>,
  values: FormState['values'],
  errors: Record<string, string>,
  formError?: string,
) {
  const lang = c.get('lang');
  const config = c.get('config');
  const anonymous = c.get('caller') === null;
  const deployed = fromCloudflareEdge(c.req.raw, config.trustEdgeHeaders);
  const secret = c.env.TURNSTILE_SECRET_KEY?.trim() || (deployed ? '' : LOCAL_TURNSTILE_SECRET);
  const siteKey = c.env.TURNSTILE_SITE_KEY?.trim() || TEST_SITE_KEY;
  const terms = config.submissionsTerms[lang] ?? Object.values(config.submissionsTerms).find(Boolean);
  return {
    lang,
    action: `${c.get('langPrefix')}/events/community/add`,
    values,
    errors,
    formError,
    terms: terms?.trim() || undefined,
    csrfToken: c.get('csrfToken') ?? null,
    searchApi: `${c.get('langPrefix')}/site/events/v1`,
    stamp: anonymous ? await formStamp(submissionsSecret(c.env, deployed)) : null,
    // Turnstile's test secret answers offline (wrangler dev, the tests): the form carries its answer.
    turnstile: !anonymous
      ? null
      : secret === LOCAL_TURNSTILE_SECRET && siteKey === TEST_SITE_KEY
        ? { offlineAnswer: OFFLINE_ANSWER }
        : { siteKey },
  } satisfies FormState;
}

function closedPage(c: Context<AppEnv>, w: FormWords) {
  return page(c, w.title, `<h1>${w.title}</h1>\n<p class="note">${w.closed}</p>`);
}

const defaults = (c: Context<AppEnv>): FormState['values'] => ({
  text_language: c.get('lang'),
  timezone: c.get('config').siteTimezone,
  repeat_count: '4',
});

const formValues = (form: Record<string, unknown>): FormState['values'] =>
  Object.fromEntries(
    Object.entries(form)
      .filter(
        ([name]) =>
          !['nickname', 'form_started', '_csrf', 'cf-turnstile-response', 'image', 'preview_dates'].includes(
            name,
          ),
      )
      .map(([name, v]) => [name.replace(/\[\]$/, ''), Array.isArray(v) ? v.map(String) : String(v ?? '')]),
  );

async function showForm(c: Context<AppEnv>) {
  const w = FORM_WORDS[c.get('lang')];
  if (c.get('caller') === null && !c.get('config').submissionsAnonymous) return closedPage(c, w);
  const state = await formState(c, defaults(c), {});
  return page(c, w.title, formMain(state, await formOptions(c)));
}

async function sendForm(c: Context<AppEnv>) {
  const w = FORM_WORDS[c.get('lang')];
  const config = c.get('config');
  if (c.get('caller') === null && !config.submissionsAnonymous) return closedPage(c, w);
  const form = c.get('params');
  const hasTerms = Object.values(config.submissionsTerms).some((t) => (t ?? '').trim() !== '');
  const values = formValues(form);
  if (text(form.preview_dates) !== '') {
    // Only a preview: nothing is sent, no defence is spent; the form again with the next dates.
    const state = await formState(c, values, {});
    const preview = previewOfForm(form, c.get('lang'), config.siteTimezone, w);
    return page(c, w.title, formMain({ ...state, preview }, await formOptions(c)));
  }
  const errors = missing(form, w, hasTerms);
  const textLanguage = text(form.text_language);
  if (Object.keys(errors).length === 0) {
    try {
      const created = await createSubmission(c, paramsOfForm(form, config.siteTimezone), {
        lang: isLang(textLanguage) ? textLanguage : undefined,
      });
      return c.redirect(`${created.presented.private_url}&received=1`, 303);
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.status >= 500) throw err;
      const shown = errorsOf(apiError, w, form);
      const state = await formState(c, values, shown.errors, shown.formError);
      return page(c, w.title, formMain(state, await formOptions(c)), apiError.status === 429 ? 429 : 400);
    }
  }
  const state = await formState(c, values, errors);
  return page(c, w.title, formMain(state, await formOptions(c)), 400);
}

const tokenOf = (c: Context<AppEnv>) => {
  const fromForm = c.get('params').token;
  return typeof fromForm === 'string' ? fromForm : (c.req.query('token') ?? '');
};

async function statusPage(c: Context<AppEnv>, errors: Record<string, string> = {}, status: 200 | 400 = 200) {
  const lang: Lang = c.get('lang');
  const w = FORM_WORDS[lang];
  const id = Number(c.req.param('id'));
  const token = tokenOf(c);
  const notFound = () => page(c, w.statusTitle, `<h1>${w.statusTitle}</h1>\n<p>${w.notFound}</p>`, 404);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return notFound();
  let row: Awaited<ReturnType<typeof loadSubmission>>;
  try {
    row = await loadSubmission(c, id);
  } catch {
    return notFound();
  }
  if (!(await sentBy(row, c.get('caller'), token, row.token_hash))) return notFound();
  const [texts] = row.event_id
    ? await c
        .get('db')
        .allOnPrimary<{ description: string }>(
          sql`SELECT description FROM post_texts WHERE post_id = ${row.event_id} ORDER BY lang = ${row.lang} DESC LIMIT 1`,
        )
    : [];
  const main = statusMain({
    lang,
    action: `${c.get('langPrefix')}/events/community/submission/${id}`,
    token,
    state: row.state,
    reason: row.reason,
    title: row.event_title ?? '',
    start: row.event_start,
    description: texts?.description ?? '',
    received: c.req.query('received') === '1',
    saved: c.req.query('saved') === '1',
    errors,
    csrfToken: c.get('csrfToken') ?? null,
  });
  return page(c, w.statusTitle, main, status);
}

async function actOnStatus(c: Context<AppEnv>) {
  const w = FORM_WORDS[c.get('lang')];
  const form = c.get('params');
  const action = text(form.action) === 'withdraw' ? 'withdraw' : 'edit';
  const token = tokenOf(c);
  const params: Record<string, unknown> = { action, token };
  if (action === 'edit') {
    if (text(form.title) === '') return statusPage(c, { title: w.fillThis }, 400);
    params.title = text(form.title);
    params.description = typeof form.description === 'string' ? form.description : '';
  }
  try {
    await actOnSubmission(c, Number(c.req.param('id')), params);
  } catch (err) {
    const apiError = toApiError(err);
    if (apiError.status >= 500) throw err;
    if (apiError instanceof ApiError && apiError.status === 400) {
      return statusPage(c, errorsOf(apiError, w, form).errors, 400);
    }
    return statusPage(c, {}, 400);
  }
  const back = `${c.get('langPrefix')}/events/community/submission/${c.req.param('id')}?token=${encodeURIComponent(token)}${action === 'edit' ? '&saved=1' : ''}`;
  return c.redirect(back, 303);
}

export const submissionPageRoutes = new Hono<AppEnv>()
  .get('/events/community/add', contentLanguage, showForm)
  .post('/events/community/add', contentLanguage, sendForm)
  .get('/events/community/submission/:id{[0-9]+}', contentLanguage, (c) => statusPage(c))
  .post('/events/community/submission/:id{[0-9]+}', contentLanguage, actOnStatus);
