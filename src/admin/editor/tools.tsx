import { dateTimeInWords } from '../../lib/date-words';
import type { Lang } from '../../lib/languages';
import type { ChoiceKind } from './choices';
import { type Ctx, describedBy, Notes } from './controls';
import type { RulePreview } from './preview';
import { EDITOR_WORDS, type EditorWords } from './words';
import { TOOL_WORDS, type ToolWords } from './words-tools';

/**
 * The editor's tools, each working without JavaScript (a submit button that re-renders the form with what
 * was typed, nothing saved) and enhanced by the script: the searchable time zone list, a search field per
 * list of choices, the existing tags a search found, and the preview of the rule before saving.
 */

const toolWords = (ctx: Ctx): ToolWords => TOOL_WORDS[ctx.view.frame.lang];

/** The time zone: a text field over the IANA list (the browser filters it as one types). */
export function TimeZoneField({ ctx }: { ctx: Ctx }) {
  const tw = toolWords(ctx);
  return (
    <div class="field">
      <label for="f-timezone">{ctx.w.timezone}</label>
      <input
        id="f-timezone"
        name="timezone"
        type="text"
        list="timezone-list"
        autocomplete="off"
        spellcheck={false}
        value={ctx.view.values.timezone ?? ''}
        {...describedBy(ctx, 'timezone', true)}
      />
      <datalist id="timezone-list">
        {ctx.view.timezones.map((tz) => (
          <option value={tz} />
        ))}
      </datalist>
      <Notes ctx={ctx} name="timezone" hint={tw.timezoneHint} />
    </div>
  );
}

/** A list's search field and its "Find" button (the API's `search`; the script searches as one types). */
export function SearchField({ ctx, kind, what }: { ctx: Ctx; kind: ChoiceKind; what: string }) {
  const tw = toolWords(ctx);
  const name = `${kind}_search`;
  const searched = ctx.view.searches[kind];
  const nothing = searched !== undefined && kind !== 'tags' && ctx.view.found[kind] === 0;
  return (
    <div class="field search" data-search={kind}>
      <label for={`f-${name}`}>{tw.searchFor.replace('{what}', what)}</label>
      <div class="search-row">
        <input
          id={`f-${name}`}
          name={name}
          type="search"
          autocomplete="off"
          value={searched ?? ''}
          aria-describedby={`${name}-hint`}
        />
        <button type="submit" name="intent" value="find" class="plain">
          {tw.find}
        </button>
      </div>
      <p class="hint" id={`${name}-hint`}>
        {tw.searchHint}
      </p>
      {nothing && (
        <p class="hint" role="status">
          {tw.noneFound}
        </p>
      )}
    </div>
  );
}

/** The existing tags a search found: ticking one adds it to the event's tags on the next submit. */
export function FoundTags({ ctx }: { ctx: Ctx }) {
  const tw = toolWords(ctx);
  const tags = ctx.view.foundTags;
  const searched = ctx.view.searches.tags !== undefined;
  return (
    <div data-found-tags data-legend={tw.foundTags} aria-live="polite">
      {tags.length > 0 ? (
        <fieldset>
          <legend>{tw.foundTags}</legend>
          <ul class="boxes">
            {tags.map((tag) => (
              <li>
                <label class="check">
                  <input type="checkbox" name="tags_pick" value={tag} />
                  {tag}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        searched && <p class="hint">{tw.noneFound}</p>
      )}
    </div>
  );
}

/** The preview's content (also what the script's preview route answers). */
export function PreviewBox({ preview, lang }: { preview: RulePreview | undefined; lang: Lang }) {
  const tw = TOOL_WORDS[lang];
  const w: EditorWords = EDITOR_WORDS[lang];
  if (!preview) return null;
  return (
    <div class="notice" data-preview-result>
      <h3>{tw.previewHeading}</h3>
      {!preview.repeats && <p>{tw.previewNone}</p>}
      {preview.description && <p>{w.repeats.replace('{rule}', preview.description)}</p>}
      {preview.problem && <p class="field-error">{preview.problem}</p>}
      {preview.next.length > 0 && (
        <>
          <p>{tw.previewFirst.replace('{count}', String(preview.next.length))}</p>
          <WallTimes walls={preview.next} lang={lang} />
        </>
      )}
    </div>
  );
}

/** Wall times (`YYYY-MM-DD HH:MM:SS`) as a list of dates and times in words, each a `<time>`. */
export function WallTimes({ walls, lang }: { walls: string[]; lang: Lang }) {
  return (
    <ul>
      {walls.map((wall) => (
        <li>
          <time datetime={wall.replace(' ', 'T')}>{dateTimeInWords(wall, lang)}</time>
        </li>
      ))}
    </ul>
  );
}

/** "Preview": the button, and where the preview appears (a live region the script fills as one edits). */
export function PreviewSection({ ctx }: { ctx: Ctx }) {
  const tw = toolWords(ctx);
  return (
    <div class="preview">
      <button type="submit" name="intent" value="preview" class="plain">
        {tw.preview}
      </button>
      <div id="rule-preview" aria-live="polite" data-preview={`${ctx.view.frame.base}/events/preview`}>
        <PreviewBox preview={ctx.view.preview} lang={ctx.view.frame.lang} />
      </div>
    </div>
  );
}
