import type { Child } from 'hono/jsx';
import type { Lang } from '../../lib/languages';
import type { AdminStrings } from '../strings';
import type { Choice } from './choices';
import type { EditorView } from './view';
import type { EditorWords } from './words';

/** The editor's form controls: each labelled, with its hint, its error and someone else's version tied to it. */

export interface Ctx {
  view: EditorView;
  t: AdminStrings;
  w: EditorWords;
}

/** Ties a control to its error and to someone else's version of it, when there are. */
export function describedBy({ view }: Ctx, name: string, hint?: boolean) {
  const ids = [
    hint ? `${name}-hint` : '',
    view.errors[name] !== undefined ? `${name}-error` : '',
    view.theirs[name] !== undefined ? `${name}-theirs` : '',
  ].filter(Boolean);
  return {
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': view.errors[name] !== undefined ? 'true' : undefined,
  };
}

export function Notes({ ctx, name, hint }: { ctx: Ctx; name: string; hint?: string }) {
  const { view, w } = ctx;
  const error = view.errors[name];
  const theirs = view.theirs[name];
  return (
    <>
      {hint && (
        <p class="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p class="field-error" id={`${name}-error`}>
          {error}
        </p>
      )}
      {theirs !== undefined && (
        <div class="theirs" id={`${name}-theirs`}>
          <p>{w.theirVersion}</p>
          <pre>{theirs === '' ? w.none : theirs}</pre>
        </div>
      )}
    </>
  );
}

export function Text({
  ctx,
  name,
  label,
  type = 'text',
  hint,
  required,
  lang,
}: {
  ctx: Ctx;
  name: string;
  label: string;
  type?: string;
  hint?: string;
  required?: boolean;
  lang?: Lang;
}) {
  return (
    <div class="field">
      <label for={`f-${name}`}>{label}</label>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        value={ctx.view.values[name] ?? ''}
        required={required}
        lang={lang}
        {...describedBy(ctx, name, hint !== undefined)}
      />
      <Notes ctx={ctx} name={name} hint={hint} />
    </div>
  );
}

export function Area({
  ctx,
  name,
  label,
  rows,
  hint,
  lang,
  rich,
}: {
  ctx: Ctx;
  name: string;
  label: string;
  rows: number;
  hint?: string;
  lang?: Lang;
  /** HTML written with the visual editor (browser/rich-text) when JavaScript runs. */
  rich?: boolean;
}) {
  return (
    <div class="field">
      <label for={`f-${name}`}>{label}</label>
      <textarea
        id={`f-${name}`}
        name={name}
        rows={rows}
        lang={lang}
        data-rich-text={rich ? '' : undefined}
        {...describedBy(ctx, name, hint !== undefined)}
      >
        {ctx.view.values[name] ?? ''}
      </textarea>
      <Notes ctx={ctx} name={name} hint={hint} />
    </div>
  );
}

export function Flag({ ctx, name, label }: { ctx: Ctx; name: string; label: string }) {
  return (
    <div class="field">
      <label class="check">
        <input
          id={`f-${name}`}
          type="checkbox"
          name={name}
          value="1"
          checked={ctx.view.values[name] === '1'}
          {...describedBy(ctx, name)}
        />
        {label}
      </label>
      <Notes ctx={ctx} name={name} />
    </div>
  );
}

export function Pick({
  ctx,
  name,
  label,
  choices,
  empty,
}: {
  ctx: Ctx;
  name: string;
  label: string;
  choices: Array<{ value: string; name: string }>;
  empty?: string;
}) {
  const current = ctx.view.values[name] ?? '';
  return (
    <div class="field">
      <label for={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} data-choices={name} {...describedBy(ctx, name)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices.map((c) => (
          <option value={c.value} selected={c.value === current}>
            {c.name}
          </option>
        ))}
      </select>
      <Notes ctx={ctx} name={name} />
    </div>
  );
}

/** Checkboxes, nested by `parent` (the category tree). */
export function Boxes({
  ctx,
  name,
  label,
  choices,
}: {
  ctx: Ctx;
  name: string;
  label: string;
  choices: Choice[];
}) {
  const chosen = new Set((ctx.view.values[name] ?? '').split(','));
  const known = new Set(choices.map((c) => c.id));
  const level = (parent: number): Child => {
    const here = choices.filter((c) => (c.parent && known.has(c.parent) ? c.parent : 0) === parent);
    if (here.length === 0) return null;
    return (
      <ul class="boxes">
        {here.map((c) => (
          <li>
            <label class="check">
              <input type="checkbox" name={name} value={String(c.id)} checked={chosen.has(String(c.id))} />
              {c.name || `#${c.id}`}
            </label>
            {level(c.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <fieldset id={`f-${name}`} tabindex={-1} data-choices={name} {...describedBy(ctx, name)}>
      <legend>{label}</legend>
      {level(0)}
      <Notes ctx={ctx} name={name} />
    </fieldset>
  );
}
