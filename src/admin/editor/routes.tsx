import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { ianaTimeZones, utcToZonedWall } from '../../lib/dates';
import { LANGUAGES } from '../../lib/languages';
import type { Frame } from '../layout';
import {
  afterUpload,
  altTextRefusal,
  chosenImage,
  imageOfRecord,
  librarySearch,
  mediaIdOf,
  saveAltText,
  withUploaded,
} from '../media/chosen';
import { MEDIA_WORDS } from '../media/words';
import { NotFoundPage } from '../not-found';
import { revisionCount } from '../revisions/read';
import { callApi } from '../through-api';
import { apiBody, fieldErrors, intentOf } from './body';
import { type Searches, searchesOf, tagsForApi, withChosen } from './choices';
import { EditorPage } from './editor-page';
import type { Values } from './form';
import { holdLock } from './lock';
import { previewOf } from './preview';
import { previewPage } from './preview-page';
import { type Asked, askChoices, type Known, readEvent, readForForm, uploadedImage } from './reads';
import { isRowIntent, withRowIntent } from './repeat-dates';
import { PreviewBox } from './tools';
import { differing, valuesOfForm, valuesOfJson, valuesOfNewEvent } from './values';
import type { EditorView } from './view';
import { SCREEN_WORDS } from './words-screen';
import { TOOL_WORDS } from './words-tools';

/**
 * The event editor (`/admin/events/new`, `/admin/events/{id}`): reads the event and the choices it offers
 * through the API as the caller, and saves through the API's own routes with the `If-Match` the form was
 * rendered from and a per-form `Idempotency-Key`, so that every rule (roles, validation, conflicts, the
 * change feed) is the API's. A refused save re-renders the form with what the user typed.
 */

type FrameOf = (c: Context<AppEnv>) => Frame;

const SCOPES = ['this', 'following', 'all'];
const scopeOf = (value: unknown) => (typeof value === 'string' && SCOPES.includes(value) ? value : undefined);

type Shown = 'timezones' | 'venues' | 'organizers' | 'categories' | 'authors' | 'found' | 'foundTags';

const idList = (text: string | undefined) => (text ? text.split(',').map(Number) : []);

async function render(
  c: Context<AppEnv>,
  view: Omit<EditorView, Shown | 'searches'> & { searches?: Searches },
  status: 200 | 400 | 409 | 503 = 200,
  early?: { asked: Asked; known?: Known },
) {
  const searches = view.searches ?? {};
  const asked = early?.asked ?? askChoices(c, view.frame, searches);
  const known = early?.known ?? {};
  const image = view.image !== undefined ? view.image : await chosenImage(c, view.values.image);
  // The alt text shown: as typed, else the image's in the main language.
  const values: Values = {
    ...view.values,
    image_alt: view.values.image_alt ?? image?.alts[view.mainLang] ?? '',
  };
  const [venues, organizers, categories, foundTags, authors] = await Promise.all([
    withChosen(c, 'venues', asked.venues, idList(values.venue), known.venues),
    withChosen(c, 'organizers', asked.organizers, idList(values.organizers), known.organizers),
    withChosen(c, 'categories', asked.categories, idList(values.categories), known.categories),
    asked.tags,
    asked.authors,
  ]);
  const page = (
    <EditorPage
      view={{
        ...view,
        values,
        image,
        searches,
        now: utcToZonedWall(new Date(), c.get('config').siteTimezone),
        timezones: ianaTimeZones(),
        venues: venues.items,
        organizers: organizers.items,
        categories: categories.items,
        found: { venues: venues.matched, organizers: organizers.matched, categories: categories.matched },
        foundTags,
        authors,
      }}
    />
  );
  return c.html(`<!doctype html>${await page.toString()}`, status);
}

const newKey = () => crypto.randomUUID();

async function notFound(c: Context<AppEnv>, frame: Frame) {
  const page = <NotFoundPage frame={frame} />;
  return c.html(`<!doctype html>${await page.toString()}`, 404);
}

/** The preview of the rule a form asks for, as an HTML fragment (the script's live preview). */
async function previewFragment(c: Context<AppEnv>) {
  const lang = c.get('lang');
  const values = valuesOfForm(c.get('params'), c.get('config').defaultLanguage);
  const box = <PreviewBox preview={previewOf(values, lang, TOOL_WORDS[lang].previewCannot)} lang={lang} />;
  return c.html(await box.toString());
}
const idOf = (c: Context<AppEnv>) => Number(c.req.param('id'));

/** The statuses that publish an event: it needs the alt text of its image first. */
const LIVE_STATUSES = new Set(['publish', 'future', 'private']);

/** What a refused save becomes: a conflict, the database being away, or errors at their fields. */
function failureOf(status: number) {
  if (status === 412 || status === 409) return 'conflict' as const;
  if (status >= 500) return 'unavailable' as const;
  if (status === 400) return 'invalid' as const;
  return 'other' as const;
}

/**
 * Someone else saved first (`status` 412 or 409): the form again with their values beside the user's, the
 * user's kept where they changed them since `base`; null when the event is gone. Also what a refused
 * restore of a revision shows (src/admin/revisions/).
 */
export async function renderMerge(
  c: Context<AppEnv>,
  frame: Frame,
  id: number,
  attempt: { typed: Values; base: Values | null; scope?: string; searches?: Searches; status: number },
) {
  const { typed, base } = attempt;
  const mainLang = c.get('config').defaultLanguage;
  const { shown: current, early } = await readForForm(c, frame, id, mainLang, attempt.searches ?? {});
  if (!current?.event) return null;
  const mine = new Set(base ? differing(typed, base) : Object.keys(typed));
  const values: Values = { ...current.values };
  const theirs: Record<string, string> = {};
  for (const name of mine) {
    // A password typed is sent, never written back into a page.
    values[name] = name === 'password' ? '' : (typed[name] ?? '');
    if (current.values[name] !== typed[name] && (!base || current.values[name] !== base[name]))
      theirs[name] = current.values[name] ?? '';
  }
  return render(
    c,
    {
      frame,
      id,
      savedStatus: current.event.status,
      mainLang,
      values,
      base: current.values,
      etag: current.etag,
      idempotencyKey: newKey(),
      errors: {},
      theirs,
      translated: current.translated,
      series: current.series,
      scope: attempt.scope,
      searches: attempt.searches ?? {},
      failure: { kind: 'conflict', status: attempt.status },
    },
    409,
    early,
  );
}

/** The event was saved but the image refused its alternative text: the saved event, the reason at the field. */
async function altNotSaved(c: Context<AppEnv>, frame: Frame, id: number, reason: string, typed: unknown) {
  const mainLang = c.get('config').defaultLanguage;
  const { shown: saved, early } = await readForForm(c, frame, id, mainLang, {});
  if (!saved?.event) return notFound(c, frame);
  return render(
    c,
    {
      frame,
      id,
      savedStatus: saved.event.status,
      mainLang,
      values: { ...saved.values, image_alt: typeof typed === 'string' ? typed : '' },
      base: saved.values,
      etag: saved.etag,
      idempotencyKey: newKey(),
      errors: { image_alt: SCREEN_WORDS[frame.lang].altNotSaved.replace('{reason}', reason) },
      theirs: {},
      translated: saved.translated,
      series: saved.series,
      notice: 'saved',
      failure: { kind: 'invalid', status: 400 },
    },
    400,
    early,
  );
}

export function editorRoutes(frameOf: FrameOf, signedInOnly: MiddlewareHandler<AppEnv>) {
  const mainLangOf = (c: Context<AppEnv>) => c.get('config').defaultLanguage;

  /** A new event, or with `?from={id}` a new draft prefilled from that event ("Duplicate"). */
  async function newEvent(c: Context<AppEnv>) {
    const frame = frameOf(c);
    const mainLang = mainLangOf(c);
    const from = c.req.query('from');
    // The event duplicated, the library's search and the lists to choose from, asked at once.
    const asked = askChoices(c, frame, {});
    const [source, library, image] = await Promise.all([
      from && /^\d{1,15}$/.test(from) ? readEvent(c, Number(from), mainLang) : null,
      librarySearch(c, mainLang),
      uploadedImage(c),
    ]);
    const values = source?.event
      ? { ...source.values, status: '', date: '', password: '' }
      : valuesOfNewEvent(c.get('config').siteTimezone, mainLang);
    const early = { asked, known: source?.event ? source.known : undefined };
    return render(
      c,
      {
        ...afterUpload(c),
        library,
        image,
        frame,
        id: null,
        savedStatus: null,
        mainLang,
        values: withUploaded(c, values),
        base: null,
        etag: '',
        idempotencyKey: newKey(),
        errors: {},
        theirs: {},
        translated: [],
      },
      200,
      early,
    );
  }

  async function editEvent(c: Context<AppEnv>) {
    const frame = frameOf(c);
    const mainLang = mainLangOf(c);
    const id = idOf(c);
    // Everything the screen shows is asked at once, without waiting for the event: one round trip of reads
    // besides the caller's lookup (the lock is taken only on an event the caller may read: lock.ts).
    const asked = askChoices(c, frame, {});
    const [saved, lock, library, revisions, uploaded, recordImage] = await Promise.all([
      readEvent(c, id, mainLang),
      holdLock(c, id),
      librarySearch(c, mainLang),
      revisionCount(c, id),
      uploadedImage(c),
      imageOfRecord(c, id),
    ]);
    if (!saved.event) return notFound(c, frame);
    const values = withUploaded(c, saved.values);
    // The event's own library image, asked before its id was known; any other is read as the form renders.
    const image =
      uploaded ?? (recordImage && recordImage.id === mediaIdOf(values.image) ? recordImage : undefined);
    return render(
      c,
      {
        lock,
        ...afterUpload(c),
        library,
        image,
        frame,
        id: saved.event.id,
        savedStatus: saved.event.status,
        mainLang,
        values,
        base: saved.values,
        etag: saved.etag,
        idempotencyKey: newKey(),
        errors: {},
        theirs: {},
        translated: saved.translated,
        series: saved.series,
        notice: c.req.query('saved') === '1' ? 'saved' : undefined,
        url: saved.event.url,
        revisions,
      },
      200,
      { asked, known: saved.known },
    );
  }

  async function save(c: Context<AppEnv>) {
    const frame = frameOf(c);
    const mainLang = mainLangOf(c);
    const params = c.get('params');
    const id = c.req.param('id') === undefined ? null : idOf(c);
    // "Add a date" or "Remove" among Repeat's dates re-render the form with one row more or less.
    const typed = withRowIntent(valuesOfForm(params, mainLang), params);
    // A password typed is sent, never written back into a page.
    const shownTyped: Values = { ...typed, password: '' };
    const base = id === null ? null : valuesOfJson(params._base, mainLang);
    const etag = typeof params._etag === 'string' ? params._etag : '';
    const key = typeof params._key === 'string' && params._key !== '' ? params._key : newKey();
    const searches = searchesOf(params);
    if (params.intent === 'find' || params.intent === 'preview' || isRowIntent(params.intent)) {
      // "Find" and "Preview" save nothing: the form again, as typed, with the matches or the rule's preview.
      const { shown, early } = await readForForm(c, frame, id, mainLang, searches);
      if (id !== null && !shown?.event) return notFound(c, frame);
      return render(
        c,
        {
          frame,
          id,
          savedStatus: shown?.event?.status ?? null,
          mainLang,
          values: shownTyped,
          base,
          etag,
          idempotencyKey: key,
          errors: {},
          theirs: {},
          translated: shown?.translated ?? LANGUAGES.filter((l) => l === mainLang || typed[`title_${l}`]),
          series: shown?.series,
          scope: scopeOf(params.scope),
          searches,
          preview:
            params.intent === 'preview'
              ? previewOf(typed, frame.lang, TOOL_WORDS[frame.lang].previewCannot)
              : undefined,
        },
        200,
        early,
      );
    }
    const intent = intentOf(params.intent, base?.status ?? null);
    const image = await chosenImage(c, typed.image);
    if (image) {
      const status = intent === 'update' ? typed.status : intent;
      const refused = altTextRefusal(
        image,
        typeof params.image_alt === 'string' ? params.image_alt : '',
        mainLang,
        LIVE_STATUSES.has(status ?? ''),
        MEDIA_WORDS[frame.lang].altRequired,
      );
      if (refused) {
        // Nothing saved: the form again as typed, the message at the alt-text field.
        const { shown, early } = await readForForm(c, frame, id, mainLang, searches);
        return render(
          c,
          {
            frame,
            id,
            savedStatus: base?.status ?? null,
            mainLang,
            values: {
              ...shownTyped,
              image_alt: typeof params.image_alt === 'string' ? params.image_alt : '',
            },
            base,
            etag,
            idempotencyKey: key,
            errors: { image_alt: refused },
            theirs: {},
            translated: shown?.translated ?? LANGUAGES.filter((l) => l === mainLang || typed[`title_${l}`]),
            series: shown?.series,
            scope: scopeOf(params.scope),
            searches,
            image,
            failure: { kind: 'invalid', status: 400 },
          },
          400,
          early,
        );
      }
    }
    const body = apiBody(typed, base, intent, mainLang);
    if (Array.isArray(body.tags)) body.tags = await tagsForApi(c, body.tags as string[]);
    const scope = id === null ? undefined : scopeOf(params.scope);
    if (scope) body.scope = scope;
    const res = await callApi(c, id === null ? 'POST' : 'PATCH', id === null ? '/events' : `/events/${id}`, {
      body,
      ifMatch: etag || undefined,
      idempotencyKey: key,
    });
    if (res.ok) {
      const saved = (await res.json()) as { id: number };
      const altRefused = image
        ? await saveAltText(c, image, typeof params.image_alt === 'string' ? params.image_alt : '', mainLang)
        : null;
      if (altRefused) return altNotSaved(c, frame, saved.id, altRefused, params.image_alt);
      return c.redirect(`${frame.base}/events/${saved.id}?saved=1`, 303);
    }
    const error: unknown = await res.json().catch(() => null);
    const kind = failureOf(res.status);
    const w = { fallback: 'Required.' };
    if (kind === 'conflict' && id !== null) {
      const merged = await renderMerge(c, frame, id, { typed, base, scope, searches, status: res.status });
      if (merged) return merged;
    }
    // What the form showed besides the user's text (the series, the languages translated), read again.
    const { shown, early } = await readForForm(
      c,
      frame,
      id === null || kind === 'unavailable' ? null : id,
      mainLang,
      searches,
      typed.author,
    );
    return render(
      c,
      {
        frame,
        id,
        savedStatus: base?.status ?? null,
        mainLang,
        values: shownTyped,
        base,
        etag,
        // The database may have written the save and lost only its answer: the same key makes saving
        // again replay that write (the API's Idempotency-Key) instead of making a second one.
        idempotencyKey: kind === 'unavailable' ? key : newKey(),
        errors: kind === 'invalid' || kind === 'other' ? fieldErrors(error, w.fallback) : {},
        theirs: {},
        translated: shown?.translated ?? LANGUAGES.filter((l) => l === mainLang || typed[`title_${l}`]),
        series: shown?.series,
        scope,
        searches,
        failure: { kind, status: res.status },
      },
      kind === 'unavailable' ? 503 : 400,
      early,
    );
  }

  /** "Preview event": the public page as the form would make it, in the language chosen, nothing saved. */
  async function previewEvent(c: Context<AppEnv>) {
    const mainLang = mainLangOf(c);
    const params = c.get('params');
    const id = c.req.param('id') === undefined ? null : idOf(c);
    const page = await previewPage(c, id, valuesOfForm(params, mainLang), mainLang, params.preview_lang);
    return page ?? notFound(c, frameOf(c));
  }

  /**
   * The post lock (lock.ts): the page's heartbeat (JSON: who else holds it, if anyone) or "Take over"
   * (`take_over=1`: the lock becomes the caller's, back to the editor). Only for an event the caller may read.
   */
  async function lockRoute(c: Context<AppEnv>) {
    const id = idOf(c);
    const res = await callApi(c, 'GET', `/events/${id}`);
    await res.body?.cancel();
    if (!res.ok) return notFound(c, frameOf(c));
    const takeOver = c.get('params').take_over === '1';
    const holder = await holdLock(c, id, takeOver);
    if (takeOver) return c.redirect(`${frameOf(c).base}/events/${id}`, 303);
    return c.json({ holder: holder ? { login: holder.login, since: holder.since } : null });
  }

  return new Hono<AppEnv>({ strict: false })
    .post('/:id{[0-9]{1,15}}/lock', signedInOnly, lockRoute)
    .post('/preview', signedInOnly, previewFragment)
    .post('/new/preview-page', signedInOnly, previewEvent)
    .post('/:id{[0-9]{1,15}}/preview-page', signedInOnly, previewEvent)
    .get('/new', signedInOnly, newEvent)
    .post('/new', signedInOnly, save)
    .get('/:id{[0-9]{1,15}}', signedInOnly, editEvent)
    .post('/:id{[0-9]{1,15}}', signedInOnly, save);
}
