import type { PresentedRevision } from '../../events/revision-reads';
import { dateInWords, timeInWords } from '../../lib/date-words';
import type { Lang } from '../../lib/languages';
import { type Frame, Layout } from '../layout';
import { ADMIN_STRINGS, fill, plural } from '../strings';
import { Table } from '../table';
import { type CompareRow, compareRows, type Names, sameFields } from './compare';
import type { RevisionFields } from './values';
import { REVISION_WORDS } from './words';

/**
 * The revisions of one event (`/admin/events/{id}/revisions?from=&to=`): two pickers, the two revisions
 * side by side in a table (a row per field, "Changed" said in words in the row's header), and "Restore this
 * revision" for each (one POST form with the CSRF token, the event's ETag and the values it was shown with,
 * for the editor's merge should someone save meanwhile).
 */

export interface RevisionsView {
  frame: Frame;
  id: number;
  title: string;
  revisions: PresentedRevision[];
  older: PresentedRevision | null;
  newer: PresentedRevision | null;
  /** The event now (a revision equal to it has nothing to restore). */
  current: RevisionFields | null;
  names: Names;
  mainLang: Lang;
  etag: string;
  /** The editor's values of the event now (the restore's merge base), as JSON. */
  base: string;
  all: boolean;
  /** Why a restore was refused. */
  problem?: string;
}

const STYLE = `
.revisions td, .revisions th { overflow-wrap: anywhere; }
.revisions .long { white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 0.9em; }
.revisions .changed { display: inline-block; margin-left: 0.4rem; padding: 0 0.35rem; border: 1px solid currentColor;
  border-radius: 3px; font-size: 0.85em; font-weight: 600; }
.pickers { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem 1rem; margin: 0 0 1rem; }
.pickers .field { margin: 0; }
`;

/** "12 March 2027, 10:42 · ane" */
function labelOf(rev: PresentedRevision, names: Names, lang: Lang) {
  const r = REVISION_WORDS[lang];
  const who =
    rev.author === null ? r.beforeRevisions : (names.users.get(Number(rev.author)) ?? `#${rev.author}`);
  return fill(r.savedBy, { date: `${dateInWords(rev.date, lang)}, ${timeInWords(rev.date, lang)}`, who });
}

function Picker({ view, name, chosen }: { view: RevisionsView; name: 'from' | 'to'; chosen: number | null }) {
  const r = REVISION_WORDS[view.frame.lang];
  return (
    <div class="field">
      <label for={`pick-${name}`}>{name === 'from' ? r.older : r.newer}</label>
      <select id={`pick-${name}`} name={name}>
        {view.revisions.map((rev) => (
          <option value={String(rev.id)} selected={rev.id === chosen}>
            {labelOf(rev, view.names, view.frame.lang)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A column's header: which revision, and its restore button (of the page's one restore form). */
function ColumnHead({ view, rev }: { view: RevisionsView; rev: PresentedRevision }) {
  const r = REVISION_WORDS[view.frame.lang];
  const label = labelOf(rev, view.names, view.frame.lang);
  const current = view.current !== null && sameFields(rev, view.current);
  return (
    <>
      <span>{label}</span>
      <br />
      {current ? (
        <span class="muted">{r.isCurrent}</span>
      ) : (
        <button type="submit" form="restore-form" name="revision" value={String(rev.id)} class="plain">
          {r.restore}
          <span class="visually-hidden">{` (${label})`}</span>
        </button>
      )}
    </>
  );
}

function Value({ row, value }: { row: CompareRow; value: string | null }) {
  if (value === null) return null;
  return (
    <span class={row.long ? 'long' : undefined} lang={row.lang}>
      {value}
    </span>
  );
}

export function RevisionsPage({ view }: { view: RevisionsView }) {
  const { frame } = view;
  const lang = frame.lang;
  const r = REVISION_WORDS[lang];
  const t = ADMIN_STRINGS[lang];
  const heading = fill(r.heading, { title: view.title || t.untitled });
  const editor = `${frame.base}/events/${view.id}`;
  const newer = view.newer;
  const rows = newer ? compareRows(view.older, newer, view.names, lang, view.mainLang) : [];
  const differing = rows.filter((row) => row.changed).length;
  const shown = view.all || !view.older ? rows : rows.filter((row) => row.changed);
  const toggle = new URLSearchParams({
    ...(view.older ? { from: String(view.older.id) } : {}),
    ...(newer ? { to: String(newer.id) } : {}),
    ...(view.all ? {} : { all: '1' }),
  });
  return (
    <Layout frame={frame} title={heading} current="events">
      <style nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      <h1>{heading}</h1>
      <p>
        <a href={editor}>{r.backToEvent}</a>
      </p>
      {view.problem && (
        <p class="error" role="alert">
          {view.problem}
        </p>
      )}
      {!newer ? (
        <p>{r.none}</p>
      ) : (
        <>
          <p>
            {r.intro} {r.restoredHint}
          </p>
          <form method="get" action={`${editor}/revisions`} class="pickers">
            {view.revisions.length > 1 && <Picker view={view} name="from" chosen={view.older?.id ?? null} />}
            <Picker view={view} name="to" chosen={newer.id} />
            {view.all && <input type="hidden" name="all" value="1" />}
            <button type="submit">{r.compare}</button>
          </form>
          {view.older && <p role="status">{differing === 0 ? r.same : plural(lang, r.differ, differing)}</p>}
          {view.older && (
            <p>
              <a href={`${editor}/revisions?${toggle}`}>{view.all ? r.showChanged : r.showAll}</a>
            </p>
          )}
          <div class="revisions">
            <Table
              caption={heading}
              captionHidden
              rows={shown}
              columns={[
                {
                  label: r.field,
                  role: 'name',
                  cell: (row) => (
                    <>
                      {row.label}
                      {row.changed && <span class="changed">{r.changed}</span>}
                    </>
                  ),
                },
                ...(view.older
                  ? [
                      {
                        label: `${r.older}: ${labelOf(view.older, view.names, lang)}`,
                        header: <ColumnHead view={view} rev={view.older} />,
                        cell: (row: CompareRow) => <Value row={row} value={row.older} />,
                      },
                    ]
                  : []),
                {
                  label: `${r.newer}: ${labelOf(newer, view.names, lang)}`,
                  header: <ColumnHead view={view} rev={newer} />,
                  cell: (row: CompareRow) => <Value row={row} value={row.newer} />,
                },
              ]}
            />
          </div>
          <form method="post" action={`${editor}/revisions/restore`} id="restore-form">
            <input type="hidden" name="_csrf" value={frame.csrfToken} />
            <input type="hidden" name="_etag" value={view.etag} />
            <input type="hidden" name="_base" value={view.base} />
          </form>
        </>
      )}
    </Layout>
  );
}
