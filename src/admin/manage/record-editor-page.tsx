import { LANGUAGES, type Lang } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Frame, Layout } from '../layout';
import type { ChosenImage, FoundImage } from '../media/chosen';
import { LibrarySearch, SearchForm, Thumbnail, UploadControls, UploadForm } from '../media/picker';
import { UPLOAD_SCRIPT, UPLOAD_STYLE } from '../media/script';
import { MEDIA_WORDS } from '../media/words';
import { RichTextEditor } from '../rich-text';
import { ADMIN_STRINGS } from '../strings';
import type { ParentChoice } from './category-tree';
import { FieldError } from './field-error';
import { FIELDS, type FieldSpec, translatedFields, translatedName } from './record-fields';
import type { Values } from './record-values';
import { RECORD_WORDS, type RecordWords } from './record-words';
import type { RecordKind } from './records-kinds';
import { ErrorSummary } from './screen';
import { MANAGE_WORDS } from './words';

export interface EditorView {
  frame: Frame;
  kind: RecordKind;
  /** None: a new record. */
  id?: number;
  /** The record's version the form was opened on (its ETag), sent back as `If-Match`. */
  version: string;
  values: Values;
  /** The languages the record has its own text in (the API's `translations`). */
  translated: Lang[];
  /** The language of the main fields; the others are translations. */
  mainLang: Lang;
  /** Categories: the possible parents, in tree order (itself and its descendants left out). */
  parents: ParentChoice[];
  errors: Record<string, string>;
  saved?: boolean;
  /** The record as someone else saved it, when the save met a newer version. */
  theirs?: Values;
  /** Venues and organizers: the library image the `image` field names (its thumbnail is shown). */
  image?: ChosenImage | null;
  /** Why the last upload was refused (`upload_error` of the upload form's redirect). */
  uploadError?: string;
  /** The library search (`?media_search=`) and the images it found. */
  library?: { search: string; found: FoundImage[] };
}

/** The chosen image's thumbnail and the upload box (src/admin/media/), for venues and organizers. */
function ImageBox({ view, returnTo }: { view: EditorView; returnTo: string }) {
  const m = MEDIA_WORDS[view.frame.lang];
  const error = view.uploadError ? m.errors[view.uploadError as keyof typeof m.errors] : undefined;
  return (
    <div
      data-field="f-image"
      data-uploading={m.uploading}
      data-uploaded={m.uploaded}
      data-failed={m.errors.failed}
    >
      <Thumbnail image={view.image ?? null} alt={view.image?.alts[view.mainLang] ?? ''} w={m} />
      <UploadControls frame={view.frame} w={m} error={error} />
      <LibrarySearch w={m} returnTo={returnTo} library={view.library} />
    </div>
  );
}

interface Ctx {
  view: EditorView;
  r: RecordWords;
}

const labelOf = (r: RecordWords, name: string) => {
  const translated = /^(\w+)_(eu|ca|en|gl|es)$/.exec(name);
  if (translated?.[1] && translated[2] && r.labels[translated[1]])
    return `${r.labels[translated[1]]} (${LANGUAGE_NAMES[translated[2] as Lang]})`;
  return r.labels[name] ?? name;
};

const INPUT_TYPES = { text: 'text', url: 'url', email: 'email', tel: 'tel', number: 'text' } as const;

/** One control with its label and the API's reason for refusing it (tied by aria-describedby). */
function Control({ ctx, field, name, lang }: { ctx: Ctx; field: FieldSpec; name: string; lang?: Lang }) {
  const { view, r } = ctx;
  const value = view.values[name] ?? '';
  const error = view.errors[name];
  const describedBy = error ? `e-${name}` : undefined;
  const id = `f-${name}`;
  if (field.control === 'checkbox')
    return (
      <div class="field">
        <FieldError id={`e-${name}`} error={error} />
        <label>
          <input
            type="checkbox"
            id={id}
            name={name}
            value="1"
            checked={value === '1'}
            aria-describedby={describedBy}
          />{' '}
          {labelOf(r, name)}
        </label>
      </div>
    );
  const current = value === '' ? '0' : value;
  return (
    <div class="field">
      <label for={id}>{labelOf(r, name)}</label>
      <FieldError id={`e-${name}`} error={error} />
      {field.control === 'textarea' ? (
        <textarea
          id={id}
          name={name}
          rows={name.startsWith('excerpt') ? 3 : 6}
          lang={lang}
          aria-describedby={describedBy}
          data-rich-text={field.richText ? '' : undefined}
        >
          {value}
        </textarea>
      ) : field.control === 'parent' ? (
        <select id={id} name={name} aria-describedby={describedBy}>
          <option value="0" selected={current === '0'}>
            {r.noParent}
          </option>
          {/* A parent the menu doesn't hold (beyond its first 200) stays chosen rather than silently dropped. */}
          {current !== '0' && !view.parents.some((choice) => String(choice.id) === current) && (
            <option value={current} selected>{`#${current}`}</option>
          )}
          {view.parents.map((choice) => (
            <option value={String(choice.id)} selected={current === String(choice.id)}>
              {`${'— '.repeat(choice.depth)}${choice.name}`}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          type={INPUT_TYPES[field.control]}
          inputmode={field.control === 'number' ? 'decimal' : undefined}
          value={value}
          lang={lang}
          required={name === 'name' ? true : undefined}
          autocomplete={field.autocomplete}
          aria-describedby={describedBy}
        />
      )}
    </div>
  );
}

/** The other languages: which have their own text, which fall back, each language's fields. */
function Translations({ ctx }: { ctx: Ctx }) {
  const { view, r } = ctx;
  const fields = translatedFields(view.kind);
  const fallbackLang = view.translated.includes(view.mainLang)
    ? view.mainLang
    : (view.translated[0] ?? view.mainLang);
  return (
    <section id="f-translations" aria-labelledby="translations-heading">
      <h2 id="translations-heading">{r.translations}</h2>
      <p>{r.mainLanguage.replace('{lang}', LANGUAGE_NAMES[view.mainLang])}</p>
      <FieldError id="e-translations" error={view.errors.translations} />
      {LANGUAGES.filter((lang) => lang !== view.mainLang).map((lang) => {
        const filled = view.translated.includes(lang);
        const names = fields.map((f) => translatedName(f.name, lang));
        const open =
          filled ||
          names.some((n) => view.errors[n] !== undefined) ||
          (view.errors.translations !== undefined && names.some((n) => view.values[n]));
        return (
          <details class="translation" open={open}>
            <summary>
              <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
              {' — '}
              <span data-translation={filled ? 'filled' : 'fallback'}>
                {filled ? r.filled : r.fallsBack.replace('{lang}', LANGUAGE_NAMES[fallbackLang])}
              </span>
            </summary>
            {fields.map((field) => (
              <Control ctx={ctx} field={field} name={translatedName(field.name, lang)} lang={lang} />
            ))}
          </details>
        );
      })}
    </section>
  );
}

/** Someone else's save, where it differs from what the caller sent. */
function TheirVersion({ ctx, intro }: { ctx: Ctx; intro: string }) {
  const { view, r } = ctx;
  const theirs = view.theirs;
  if (!theirs) return null;
  const differing = Object.keys(theirs).filter((name) => (theirs[name] ?? '') !== (view.values[name] ?? ''));
  return (
    <div class="error" role="alert">
      <p>{intro}</p>
      <p>{r.theirVersion}</p>
      <dl>
        {differing.map((name) => (
          <>
            <dt>{labelOf(r, name)}</dt>
            <dd>{theirs[name] || '—'}</dd>
          </>
        ))}
      </dl>
    </div>
  );
}

const STYLE = `.translation{border:1px solid #ccc;border-radius:4px;padding:.25rem .75rem;margin-bottom:.5rem}
.translation summary{cursor:pointer;font-weight:600;padding:.25rem 0}[data-translation=fallback]{font-weight:400}`;

/** A venue's, organizer's, category's or tag's fields and translations. */
export function RecordEditorPage({ view }: { view: EditorView }) {
  const { frame, kind, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const r = RECORD_WORDS[frame.lang];
  const ctx: Ctx = { view, r };
  const list = `${frame.base}/${kind}`;
  const title = view.id
    ? `${w.edit}: ${view.values.name}`
    : `${w.newRecord}: ${ADMIN_STRINGS[frame.lang][kind]}`;
  const labels = Object.fromEntries(Object.keys(errors).map((name) => [name, labelOf(r, name)]));
  const withImage = kind === 'venues' || kind === 'organizers';
  const here = view.id ? `${list}/${view.id}` : `${list}/new`;
  return (
    <Layout frame={frame} title={title} current={kind}>
      <style nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      <p>
        <a href={list}>{ADMIN_STRINGS[frame.lang][kind]}</a>
      </p>
      <h1>{title}</h1>
      {view.saved && (
        <p class="notice" role="status">
          {w.changesSaved}
        </p>
      )}
      <TheirVersion ctx={ctx} intro={w.conflict} />
      <ErrorSummary intro={w.fixErrors} errors={errors} labels={labels} />
      <form method="post" action={view.id ? `${list}/${view.id}` : list} novalidate>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <input type="hidden" name="version" value={view.version} />
        <input type="hidden" name="translated" value={view.translated.join(',')} />
        {FIELDS[kind].map((field) => (
          <Control
            ctx={ctx}
            field={field}
            name={field.name}
            lang={field.translated ? view.mainLang : undefined}
          />
        ))}
        {withImage && <ImageBox view={view} returnTo={here} />}
        <Translations ctx={ctx} />
        <button type="submit">{view.id ? w.saveChanges : w.create}</button>
      </form>
      {withImage && (
        <>
          <UploadForm frame={frame} returnTo={here} />
          <SearchForm returnTo={here} />
          <style nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: UPLOAD_STYLE }} />
          {frame.uploads && (
            <script nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: UPLOAD_SCRIPT }} />
          )}
        </>
      )}
      {FIELDS[kind].some((field) => field.richText) && <RichTextEditor frame={frame} />}
    </Layout>
  );
}
