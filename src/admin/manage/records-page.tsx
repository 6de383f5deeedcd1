import { type Frame, Layout } from '../layout';
import { ADMIN_STRINGS, fill, plural } from '../strings';
import { Table } from '../table';
import type { RecordKind } from './records-kinds';
import { MANAGE_WORDS } from './words';

export interface ListedRecord {
  id: number;
  name: string;
  /** Published events that use it. */
  count: number;
}

export interface RecordsView {
  frame: Frame;
  kind: RecordKind;
  search: string;
  page: number;
  totalPages: number;
  total: number;
  records: ListedRecord[];
  deleted?: number;
}

/** A list of venues, organizers, categories or tags: search, counts, and a way to delete each. */
export function RecordsPage({ view }: { view: RecordsView }) {
  const { frame, kind } = view;
  const w = MANAGE_WORDS[frame.lang];
  const title = ADMIN_STRINGS[frame.lang][kind];
  const here = `${frame.base}/${kind}`;
  const pageHref = (page: number) =>
    `${here}?${new URLSearchParams({ ...(view.search && { search: view.search }), page: String(page) })}`;
  return (
    <Layout frame={frame} title={title} current={kind}>
      <h1>{title}</h1>
      <p>
        <a href={`${here}/new`}>{w.newRecord}</a>
      </p>
      {view.deleted !== undefined && (
        <p class="notice" role="status">
          {fill(w.deleted, { name: `#${view.deleted}` })}
        </p>
      )}
      <search>
        <form method="get" action={here} class="filters">
          <div class="field">
            <label for="f-search">{w.search}</label>
            <input id="f-search" name="search" type="search" value={view.search} maxlength={200} />
          </div>
          <button type="submit">{w.search}</button>
        </form>
      </search>
      {view.records.length === 0 ? (
        <p>{w.noRecords}</p>
      ) : (
        <Table
          rows={view.records}
          columns={[
            {
              label: w.name,
              role: 'name',
              cell: (record) => <a href={`${here}/${record.id}`}>{record.name}</a>,
            },
            {
              label: w.eventsCount,
              cell: (record) => record.count,
              attributes: (record) => ({ 'data-count': String(record.id) }),
            },
            {
              label: w.delete,
              cell: (record) => (
                <a href={`${here}/${record.id}/delete`}>
                  {w.delete}
                  <span class="visually-hidden">{` ${record.name}`}</span>
                </a>
              ),
            },
          ]}
        />
      )}
      {view.totalPages > 1 && (
        <nav aria-label={title}>
          <ul class="pager">
            {view.page > 1 && (
              <li>
                <a href={pageHref(view.page - 1)}>{w.previous}</a>
              </li>
            )}
            <li>{`${view.page} / ${view.totalPages}`}</li>
            {view.page < view.totalPages && (
              <li>
                <a href={pageHref(view.page + 1)}>{w.next}</a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </Layout>
  );
}

export interface DeleteView {
  frame: Frame;
  kind: RecordKind;
  id: number;
  name: string;
  /** The events that use it, as the caller sees them. */
  count: number;
  /** Why the API refused the deletion, when it did. */
  refused?: { status: number; message: string };
}

/** "Delete X? N events use it.": what a deletion affects, before the confirming POST. */
export function DeletePage({ view }: { view: DeleteView }) {
  const { frame } = view;
  const w = MANAGE_WORDS[frame.lang];
  const title = fill(w.deleteTitle, { name: view.name });
  const list = `${frame.base}/${view.kind}`;
  return (
    <Layout frame={frame} title={title} current={view.kind}>
      <h1>{title}</h1>
      {view.refused && (
        <p class="error" role="alert">
          {fill(w.deleteRefused, view.refused)}
        </p>
      )}
      <p id="effect">
        {plural(frame.lang, w.deleteEffect, view.count)} {view.count > 0 && w.deleteUnlinks}
      </p>
      <form method="post" action={`${list}/${view.id}/delete`} aria-describedby="effect">
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <button type="submit">{w.deleteConfirm}</button> <a href={list}>{w.cancel}</a>
      </form>
    </Layout>
  );
}
