import { type Frame, Layout } from '../layout';
import { ADMIN_STRINGS } from '../strings';
import { FieldError } from './field-error';
import type { RecordKind } from './records-kinds';
import { ErrorSummary } from './screen';
import { MANAGE_WORDS } from './words';

export interface RecordFields {
  name: string;
  description: string;
}

export interface EditorView {
  frame: Frame;
  kind: RecordKind;
  /** None: a new record. */
  id?: number;
  /** The record's version the form was opened on (its ETag), sent back as `If-Match`. */
  version: string;
  fields: RecordFields;
  errors: Record<string, string>;
  saved?: boolean;
  /** The record as someone else saved it, when the save met a newer version. */
  theirs?: RecordFields;
}

/** A venue's, organizer's, category's or tag's name and description. */
export function RecordEditorPage({ view }: { view: EditorView }) {
  const { frame, kind, errors } = view;
  const w = MANAGE_WORDS[frame.lang];
  const list = `${frame.base}/${kind}`;
  const title = view.id
    ? `${w.edit}: ${view.fields.name}`
    : `${w.newRecord}: ${ADMIN_STRINGS[frame.lang][kind]}`;
  const describe = (name: string) => (errors[name] ? `e-${name}` : undefined);
  return (
    <Layout frame={frame} title={title} current={kind}>
      <p>
        <a href={list}>{ADMIN_STRINGS[frame.lang][kind]}</a>
      </p>
      <h1>{title}</h1>
      {view.saved && (
        <p class="notice" role="status">
          {w.changesSaved}
        </p>
      )}
      {view.theirs && (
        <div class="error" role="alert">
          <p>{w.conflict}</p>
          <dl>
            <dt>{w.name}</dt>
            <dd>{view.theirs.name}</dd>
            <dt>{w.description}</dt>
            <dd>{view.theirs.description || '—'}</dd>
          </dl>
        </div>
      )}
      <ErrorSummary
        intro={w.fixErrors}
        errors={errors}
        labels={{ name: w.name, description: w.description }}
      />
      <form method="post" action={view.id ? `${list}/${view.id}` : list} novalidate>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <input type="hidden" name="version" value={view.version} />
        <div class="field">
          <label for="f-name">{w.name}</label>
          <FieldError id="e-name" error={errors.name} />
          <input
            id="f-name"
            name="name"
            value={view.fields.name}
            required
            aria-describedby={describe('name')}
          />
        </div>
        <div class="field">
          <label for="f-description">{w.description}</label>
          <FieldError id="e-description" error={errors.description} />
          <textarea id="f-description" name="description" rows={6} aria-describedby={describe('description')}>
            {view.fields.description}
          </textarea>
        </div>
        <button type="submit">{view.id ? w.saveChanges : w.create}</button>
      </form>
    </Layout>
  );
}
