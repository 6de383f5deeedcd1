import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Frame, Layout } from '../layout';
import { LibrarySearch, SearchForm, Thumbnail, UploadControls, UploadForm } from '../media/picker';
import { UPLOAD_SCRIPT, UPLOAD_STYLE } from '../media/script';
import { MEDIA_WORDS } from '../media/words';
import { REVISION_WORDS } from '../revisions/words';
import { RichTextEditor } from '../rich-text';
import { ADMIN_STRINGS } from '../strings';
import type { Choice } from './choices';
import { Area, Boxes, type Ctx, describedBy, Flag, Notes, Pick, Text } from './controls';
import { FactsSection } from './facts-section';
import { InlineOrganizer, InlineVenue, NewCategory } from './inline';
import { LockNotice, Summary } from './problems';
import { PublishBox } from './publish-box';
import { RepeatSection } from './repeat-section';
import { SCREEN_SCRIPT } from './screen-script';
import { EDITOR_SCRIPT } from './script';
import { EDITOR_STYLE } from './style';
import { FoundTags, SearchField, TimeZoneField } from './tools';
import { translatedName } from './values';
import type { EditorView } from './view';
import { EDITOR_WORDS } from './words';
import { SCREEN_WORDS } from './words-screen';

export type { Choice };

/**
 * The image: a library id (or a URL) with the chosen image's thumbnail, its alternative text in the main
 * language (needed to publish; saved on the image), and the upload box.
 */
const editorPath = (view: EditorView) => `${view.frame.base}/events/${view.id ?? 'new'}`;

function ImageControls({ ctx }: { ctx: Ctx }) {
  const m = MEDIA_WORDS[ctx.view.frame.lang];
  const image = ctx.view.image ?? null;
  return (
    <div class="image-controls">
      <Thumbnail image={image} alt={ctx.view.values.image_alt ?? ''} w={m} />
      <Text ctx={ctx} name="image" label={m.image} hint={m.imageHint} />
      {/* Shown from the start (the script hides it while no image is chosen): filled before the first save. */}
      <div class="alt-field" data-alt-field>
        <Text
          ctx={ctx}
          name="image_alt"
          label={`${m.altText} (${LANGUAGE_NAMES[ctx.view.mainLang]})`}
          hint={m.altHint}
          lang={ctx.view.mainLang}
        />
      </div>
      <div
        data-field="f-image"
        data-uploading={m.uploading}
        data-uploaded={m.uploaded}
        data-failed={m.errors.failed}
        class="upload-words"
      >
        <UploadControls
          frame={ctx.view.frame}
          w={m}
          error={ctx.view.uploadError ? m.errors[ctx.view.uploadError as keyof typeof m.errors] : undefined}
        />
        <LibrarySearch w={m} returnTo={editorPath(ctx.view)} library={ctx.view.library} />
      </div>
    </div>
  );
}

function When({ ctx }: { ctx: Ctx }) {
  const { t, w } = ctx;
  // The time fields are hidden for an all-day event (and by the script as "All day" is ticked).
  const allDay = ctx.view.values.all_day === '1';
  const part = (name: string, label: string, type: string) => (
    <div class="field" data-time-field={type === 'time' ? '' : undefined} hidden={type === 'time' && allDay}>
      <label for={`f-${name}`}>{label}</label>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        value={ctx.view.values[name] ?? ''}
        {...describedBy(ctx, name)}
      />
      <Notes ctx={ctx} name={name} />
    </div>
  );
  return (
    <>
      <fieldset class="row">
        <legend>{t.start}</legend>
        {part('start_day', w.date, 'date')}
        {part('start_time', w.time, 'time')}
      </fieldset>
      <fieldset class="row">
        <legend>{t.end}</legend>
        {part('end_day', w.date, 'date')}
        {part('end_time', w.time, 'time')}
      </fieldset>
      <Flag ctx={ctx} name="all_day" label={t.allDay} />
      <TimeZoneField ctx={ctx} />
    </>
  );
}

function Translations({ ctx }: { ctx: Ctx }) {
  const { view, t, w } = ctx;
  const fallbackLang = view.translated.includes(view.mainLang)
    ? view.mainLang
    : (view.translated[0] ?? view.mainLang);
  return (
    <section aria-labelledby="translations-heading">
      <h2 id="translations-heading">{w.translations}</h2>
      <p>{w.mainLanguage.replace('{lang}', LANGUAGE_NAMES[view.mainLang])}</p>
      {/* The API names the translations as a whole when one of their texts is refused. */}
      <Notes ctx={ctx} name="translations" />
      {LANGUAGES.filter((lang) => lang !== view.mainLang).map((lang) => {
        const filled = view.translated.includes(lang);
        return (
          <details
            class="translation"
            open={
              filled ||
              TEXT_NAMES.some(
                (f) =>
                  view.errors[translatedName(f, lang)] !== undefined ||
                  (view.errors.translations !== undefined && view.values[translatedName(f, lang)]),
              )
            }
          >
            <summary>
              <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
              {' — '}
              <span data-translation={filled ? 'filled' : 'fallback'}>
                {filled ? w.filled : w.fallsBack.replace('{lang}', LANGUAGE_NAMES[fallbackLang])}
              </span>
            </summary>
            <Text ctx={ctx} name={translatedName('title', lang)} label={t.title} lang={lang} />
            <Area
              ctx={ctx}
              name={translatedName('description', lang)}
              rich
              label={w.description}
              rows={6}
              lang={lang}
            />
            <Area
              ctx={ctx}
              name={translatedName('excerpt', lang)}
              rich
              label={w.excerpt}
              rows={2}
              lang={lang}
            />
            <Text ctx={ctx} name={translatedName('cost', lang)} label={w.cost} lang={lang} />
          </details>
        );
      })}
    </section>
  );
}
const TEXT_NAMES = ['title', 'description', 'excerpt', 'cost'] as const;

/**
 * Where the script keeps the form's unsaved text in the browser (localStorage): per user and form address,
 * so the next user of a shared browser is never offered it (signing out clears it: src/sessions/routes.ts).
 */
const draftKey = (frame: Frame, action: string) => `tec-editor-draft:${frame.caller?.id ?? 0}:${action}`;

/** The event editor: one form that works without JavaScript, saved through the API. */
export function EditorPage({ view }: { view: EditorView }) {
  const t = ADMIN_STRINGS[view.frame.lang];
  const w = EDITOR_WORDS[view.frame.lang];
  const ctx: Ctx = { view, t, w };
  const heading = view.id === null ? t.newEvent : w.editEvent;
  const action = `${view.frame.base}/events/${view.id ?? 'new'}`;
  const live =
    view.savedStatus === 'publish' || view.savedStatus === 'future' || view.savedStatus === 'private';
  const api = `${view.frame.base.replace(/\/admin$/, '')}/site/events/v1`;
  return (
    <Layout frame={view.frame} title={heading} current="events">
      <style nonce={view.frame.nonce} dangerouslySetInnerHTML={{ __html: EDITOR_STYLE + UPLOAD_STYLE }} />
      <h1>{heading}</h1>
      {view.id !== null && (
        <p>
          <a href={`${view.frame.base}/events/new?from=${view.id}`}>{w.duplicate}</a>
          {view.revisions ? (
            <>
              {' · '}
              <a href={`${view.frame.base}/events/${view.id}/revisions`}>
                {REVISION_WORDS[view.frame.lang].revisionsCount.replace('{count}', String(view.revisions))}
              </a>
            </>
          ) : null}
        </p>
      )}
      <Summary ctx={ctx} />
      <LockNotice ctx={ctx} />
      <form
        method="post"
        action={action}
        class="editor"
        data-editor
        data-words={JSON.stringify(w.script)}
        data-api={api}
        data-draft-key={draftKey(view.frame, action)}
        data-lock={view.id === null ? undefined : `${action}/lock`}
        data-lock-words={JSON.stringify({ editing: SCREEN_WORDS[view.frame.lang].editing })}
      >
        <input type="hidden" name="_csrf" value={view.frame.csrfToken} />
        <input type="hidden" name="_etag" value={view.etag} />
        <input type="hidden" name="_key" value={view.idempotencyKey} />
        {view.base && <input type="hidden" name="_base" value={JSON.stringify(view.base)} />}
        {/* Enter in a field sends the form's first submit button: this one, as before the "Find" buttons. */}
        <div class="default-submit" aria-hidden="true">
          <button type="submit" name="intent" value="enter" tabindex={-1}>
            {live ? t.update : t.saveDraft}
          </button>
        </div>
        <div class="editor-screen">
          <PublishBox ctx={ctx} action={action} />
          <div class="editor-main">
            <Text ctx={ctx} name="title" label={t.title} required />
            <Area
              ctx={ctx}
              name="description"
              label={w.description}
              rows={10}
              hint={w.descriptionHint}
              rich
            />
            <Area ctx={ctx} name="excerpt" label={w.excerpt} rows={3} rich />
            <When ctx={ctx} />
            <fieldset>
              <legend>{t.venue}</legend>
              <SearchField ctx={ctx} kind="venues" what={t.venue} />
              <Pick
                ctx={ctx}
                name="venue"
                label={t.venue}
                choices={view.venues.map((v) => ({ value: String(v.id), name: v.name || `#${v.id}` }))}
                empty={w.noVenue}
              />
              <InlineVenue ctx={ctx} />
            </fieldset>
            <SearchField ctx={ctx} kind="organizers" what={t.organizers} />
            <Boxes ctx={ctx} name="organizers" label={t.organizers} choices={view.organizers} />
            <InlineOrganizer ctx={ctx} />
            <SearchField ctx={ctx} kind="categories" what={t.categories} />
            <Boxes ctx={ctx} name="categories" label={t.categories} choices={view.categories} />
            <NewCategory ctx={ctx} />
            <fieldset>
              <legend>{t.tags}</legend>
              <Text ctx={ctx} name="tags" label={t.tags} hint={w.tagsHint} />
              <SearchField ctx={ctx} kind="tags" what={t.tags} />
              <FoundTags ctx={ctx} />
            </fieldset>
            <fieldset>
              <legend>{w.details}</legend>
              <Text ctx={ctx} name="cost" label={w.cost} />
              <Text
                ctx={ctx}
                name="cost_currency_symbol"
                label={w.currencySymbol}
                hint={w.currencySymbolHint}
              />
              <Pick
                ctx={ctx}
                name="cost_currency_position"
                label={w.currencyPosition}
                choices={[
                  { value: 'prefix', name: w.currencyBefore },
                  { value: 'postfix', name: w.currencyAfter },
                ]}
                empty={w.currencyFromText}
              />
              <Text ctx={ctx} name="website" label={w.website} type="url" />
              <ImageControls ctx={ctx} />
              <Flag ctx={ctx} name="featured" label={w.featured} />
              <Flag ctx={ctx} name="sticky" label={w.sticky} />
              <Flag ctx={ctx} name="hide_from_listings" label={w.hideFromListings} />
              <Flag ctx={ctx} name="show_map" label={w.showMap} />
              <Flag ctx={ctx} name="show_map_link" label={w.showMapLink} />
            </fieldset>
            <FactsSection ctx={ctx} />
            <RepeatSection ctx={ctx} />
            <Translations ctx={ctx} />
          </div>
        </div>
      </form>
      <UploadForm frame={view.frame} returnTo={action} />
      <SearchForm returnTo={action} />
      <script nonce={view.frame.nonce} dangerouslySetInnerHTML={{ __html: EDITOR_SCRIPT }} />
      {view.frame.uploads && (
        <script nonce={view.frame.nonce} dangerouslySetInnerHTML={{ __html: UPLOAD_SCRIPT }} />
      )}
      <script nonce={view.frame.nonce} dangerouslySetInnerHTML={{ __html: SCREEN_SCRIPT }} />
      <RichTextEditor frame={view.frame} />
    </Layout>
  );
}
