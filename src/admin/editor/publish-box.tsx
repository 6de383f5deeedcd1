import { dateTimeInWords } from '../../lib/date-words';
import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Ctx, Flag, Pick, Text } from './controls';
import { SCREEN_WORDS } from './words-screen';
import { TOOL_WORDS } from './words-tools';

/**
 * The publish box, as wp-admin's: the event's status in words, then the buttons (Save draft, Preview event,
 * Publish — "Schedule" when the publish date is in the future — or Submit for review, or Update with the
 * series' scope beside it), then the publication fields (status, publish date, password, author). It comes
 * first in the form's order (the buttons a few Tab stops from the top, as the block editor's header) and sits
 * on the right of a desktop screen, sticky (style.ts).
 */

const LIVE = new Set(['publish', 'future', 'private']);

/** The wall time of a `datetime-local` value (`YYYY-MM-DDTHH:MM`) as `YYYY-MM-DD HH:MM:00`; null if none. */
const wallOfLocal = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? `${value.slice(0, 16).replace('T', ' ')}:00` : null;

function StatusLine({ ctx }: { ctx: Ctx }) {
  const { view, t } = ctx;
  const s = SCREEN_WORDS[view.frame.lang];
  const status = view.savedStatus;
  if (status === null) return null;
  const scheduled = status === 'future' ? wallOfLocal(view.base?.date) : null;
  const words =
    status === 'future' && scheduled
      ? s.scheduledFor.replace('{date}', dateTimeInWords(scheduled, view.frame.lang))
      : status === 'pending'
        ? s.submittedForReview
        : (t.status1[status as keyof typeof t.status1] ?? status);
  return (
    <div class="status-line" data-status={status}>
      <p>
        {`${t.status}: `}
        <strong>{words}</strong>
      </p>
      {status === 'pending' && <p class="hint">{s.pendingNote}</p>}
      {status === 'publish' && view.url && (
        <p>
          <a href={view.url}>{s.viewEvent}</a>
        </p>
      )}
    </div>
  );
}

function Scope({ ctx }: { ctx: Ctx }) {
  const { view, w } = ctx;
  if (!view.series?.isOccurrence) return null;
  return (
    <fieldset class="scope">
      <legend>{w.applyTo}</legend>
      {(['this', 'following', 'all'] as const).map((scope) => (
        <label class="check">
          <input type="radio" name="scope" value={scope} checked={(view.scope ?? 'this') === scope} />
          {w.scopes[scope]}
        </label>
      ))}
    </fieldset>
  );
}

/** "Preview event": the form sent to the preview route in a new tab, in the language chosen. */
function PreviewButton({ ctx, action }: { ctx: Ctx; action: string }) {
  const s = SCREEN_WORDS[ctx.view.frame.lang];
  const lang = ctx.view.frame.lang;
  return (
    <div class="preview-event">
      <label for="f-preview_lang">{s.previewOf}</label>
      <select id="f-preview_lang" name="preview_lang">
        {LANGUAGES.map((l) => (
          <option value={l} selected={l === lang} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        class="plain"
        name="intent"
        value="preview-page"
        formaction={`${action}/preview-page`}
        formtarget="_blank"
        formnovalidate
        aria-describedby="preview-event-hint"
      >
        {s.previewEvent}
      </button>
      <p class="hint" id="preview-event-hint">
        {s.previewHint}
      </p>
    </div>
  );
}

function Buttons({ ctx }: { ctx: Ctx }) {
  const { view, t } = ctx;
  const s = SCREEN_WORDS[view.frame.lang];
  const contributor = view.frame.caller?.role === 'contributor';
  if (view.savedStatus !== null && LIVE.has(view.savedStatus))
    return (
      <div class="buttons">
        <button type="submit" name="intent" value="update">
          {t.update}
        </button>
      </div>
    );
  const when = wallOfLocal(view.values.date);
  const later = when !== null && view.now !== undefined && when > view.now;
  return (
    <div class="buttons">
      <button type="submit" name="intent" value="draft" class="plain">
        {t.saveDraft}
      </button>
      {contributor ? (
        <button type="submit" name="intent" value="pending">
          {t.submitForReview}
        </button>
      ) : (
        <button
          type="submit"
          name="intent"
          value="publish"
          data-publish-button=""
          data-now={view.now}
          data-publish={t.publish}
          data-schedule={s.schedule}
        >
          {later ? s.schedule : t.publish}
        </button>
      )}
    </div>
  );
}

function Publication({ ctx }: { ctx: Ctx }) {
  const { view, t, w } = ctx;
  const contributor = view.frame.caller?.role === 'contributor';
  const tw = TOOL_WORDS[view.frame.lang];
  const statuses = ['draft', 'pending', 'publish', 'future', 'private'] as const;
  return (
    <>
      {view.id !== null && !contributor && (
        <Pick
          ctx={ctx}
          name="status"
          label={t.status}
          choices={statuses.map((s) => ({ value: s, name: t.status1[s] }))}
        />
      )}
      {!contributor && (
        <Text ctx={ctx} name="date" label={w.scheduled} type="datetime-local" hint={w.scheduledHint} />
      )}
      {view.id !== null && (
        <>
          <Text ctx={ctx} name="password" label={w.password} type="password" hint={w.passwordHint} />
          <Flag ctx={ctx} name="password_clear" label={tw.removePassword} />
        </>
      )}
      {view.authors && (
        <Pick
          ctx={ctx}
          name="author"
          label={t.author}
          choices={view.authors.map((a) => ({ value: String(a.id), name: a.name }))}
          empty="—"
        />
      )}
    </>
  );
}

export function PublishBox({ ctx, action }: { ctx: Ctx; action: string }) {
  const s = SCREEN_WORDS[ctx.view.frame.lang];
  return (
    <section class="publish-box" id="publish-box" aria-labelledby="publish-heading">
      <h2 id="publish-heading">{s.publishBox}</h2>
      <StatusLine ctx={ctx} />
      <Scope ctx={ctx} />
      <Buttons ctx={ctx} />
      <PreviewButton ctx={ctx} action={action} />
      <Publication ctx={ctx} />
    </section>
  );
}
