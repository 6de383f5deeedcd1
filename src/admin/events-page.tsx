import type { Status } from '../db/schema';
import { dateInWords, timeInWords } from '../lib/date-words';
import type { Lang } from '../lib/languages';
import { canEdit } from '../posts/visibility';
import { type BulkAction, type Trashed, writeTrashed } from './bulk';
import { ChoiceFilters } from './choice-filters';
import { EDITOR_WORDS } from './editor/words';
import type { ListParams, ListResult, Tab } from './event-list';
import { statusesOf, TABS } from './event-list';
import { type Frame, Layout } from './layout';
import { LIST_WORDS } from './list-words';
import { LIST_COLUMNS, type ListColumn, MAX_PER_PAGE } from './preferences';
import { QuickFields, QuickForm, type QuickState } from './quick-edit';
import type { SeriesGroup } from './series-rows';
import { ADMIN_STRINGS, type AdminStrings, fill, plural } from './strings';
import { type Column, Table } from './table';
import { mayEmptyTrash } from './trash';

/** What a row of the list shows of an event (as the API presents it). */
export interface ListedEvent {
  id: number;
  title: string;
  status: Status;
  author: string;
  url: string;
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  categories: Array<{ name: string }>;
  tags: Array<{ name: string }>;
  venue: { venue?: string } | Array<{ venue?: string }>;
}

export interface EventsView {
  frame: Frame;
  params: ListParams;
  page: number;
  result: ListResult;
  events: ListedEvent[];
  /** Why some parameters were left out, if any were. */
  problems: string[];
  /** What the bulk action just done did, if one was. */
  summary?: BulkSummary;
  /** Screen Options just saved, or refused. */
  screenOptions?: 'saved' | 'invalid';
  /** The row being quick-edited (`?quick=`), its values and errors. */
  quick?: QuickState;
  /** The list's address, without a Quick Edit (where saving or cancelling one goes back to). */
  listAddress: string;
  mainLang: Lang;
}

export type BulkSummary =
  | { invalid: true }
  | {
      invalid?: false;
      action: BulkAction | 'undo' | 'empty' | 'edit';
      done: number;
      refused: Array<{ id: number; status: number }>;
      /** Moved to the trash, with the status each had ("Undo"). */
      trashed: Trashed[];
      /** Still in the trash after emptying it. */
      remain: number;
    };

/** The words of each bulk action. */
const ACTION_LABEL = {
  publish: 'publish',
  trash: 'moveToTrash',
  restore: 'restore',
  delete: 'deletePermanently',
} as const satisfies Record<BulkAction, keyof AdminStrings>;

function why(t: AdminStrings, status: number) {
  if (status === 401 || status === 403) return t.why.forbidden;
  if (status === 404 || status === 410) return t.why.missing;
  if (status === 409 || status === 412) return t.why.conflict;
  return fill(t.why.other, { status });
}

/** The words of an action for this caller: a contributor's "Publish" submits for review. */
const actionLabel = (t: AdminStrings, action: BulkAction, frame: Frame) =>
  action === 'publish' && frame.caller?.role === 'contributor' ? t.submitForReview : t[ACTION_LABEL[action]];

/** "1 event moved to the Trash." and "Undo": a form giving each its status back, through the API. */
function TrashedNotice({
  summary,
  frame,
}: {
  summary: Extract<BulkSummary, { trashed: Trashed[] }>;
  frame: Frame;
}) {
  const l = LIST_WORDS[frame.lang];
  const back = new URL(frame.here, 'http://app.invalid');
  for (const name of ['bulk', 'done', 'refused', 'undo']) back.searchParams.delete(name);
  return (
    <form method="post" action={`${frame.base}/events/bulk`} class="inline-notice">
      <p>
        {plural(frame.lang, l.trashed, summary.done)}{' '}
        {summary.trashed.length > 0 && (
          <>
            <input type="hidden" name="_csrf" value={frame.csrfToken} />
            <input type="hidden" name="action" value="undo" />
            <input type="hidden" name="undo" value={writeTrashed(summary.trashed)} />
            <input type="hidden" name="back" value={`${frame.base}${back.pathname}${back.search}`} />
            <button type="submit" class="plain">
              {l.undo}
            </button>
          </>
        )}
      </p>
    </form>
  );
}

function Summary({ summary, t, frame }: { summary: BulkSummary; t: AdminStrings; frame: Frame }) {
  if (summary.invalid) {
    return (
      <p class="error" role="alert">
        {fill(t.bulkInvalid, { max: 100 })}
      </p>
    );
  }
  const l = LIST_WORDS[frame.lang];
  const action = summary.action;
  return (
    <div class={summary.refused.length > 0 ? 'error' : 'notice'} role="status">
      {action === 'trash' ? (
        <TrashedNotice summary={summary} frame={frame} />
      ) : action === 'undo' ? (
        <p>{plural(frame.lang, l.undone, summary.done)}</p>
      ) : action === 'empty' ? (
        <>
          <p>{plural(frame.lang, l.emptied, summary.done)}</p>
          {summary.remain > 0 && <p>{plural(frame.lang, l.remain, summary.remain)}</p>}
        </>
      ) : (
        <p>
          {plural(frame.lang, t.bulkDone, summary.done, {
            action: action === 'edit' ? l.editAction : actionLabel(t, action, frame),
          })}
        </p>
      )}
      {summary.refused.length > 0 && (
        <p>
          {fill(t.bulkRefused, {
            list: summary.refused.map((r) => `#${r.id} (${why(t, r.status)})`).join(', '),
          })}
        </p>
      )}
    </div>
  );
}

/** The list's address with `params` changed by `changes` (undefined drops one); a new filter starts at page 1. */
function listHref(base: string, params: ListParams, changes: Partial<Record<keyof ListParams, unknown>>) {
  const merged: Record<string, unknown> = { ...params, paged: undefined, ...changes };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(merged)) {
    if (value === undefined || (name === 'status' && value === 'all') || (name === 'paged' && value === 1))
      continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return `${base}/events${text ? `?${text}` : ''}`;
}

function When({ event, lang }: { event: ListedEvent; lang: Frame['lang'] }) {
  const day = (wall: string) => wall.slice(0, 10);
  const sameDay = day(event.start_date) === day(event.end_date);
  const t = ADMIN_STRINGS[lang];
  if (event.all_day) {
    return (
      <>
        <time datetime={day(event.start_date)}>{dateInWords(event.start_date, lang)}</time>
        {!sameDay && (
          <>
            {' – '}
            <time datetime={day(event.end_date)}>{dateInWords(event.end_date, lang)}</time>
          </>
        )}
        {` · ${t.allDay}`}
      </>
    );
  }
  return (
    <>
      <time datetime={event.start_date.replace(' ', 'T')}>
        {`${dateInWords(event.start_date, lang)}, ${timeInWords(event.start_date, lang)}`}
      </time>
      {' – '}
      <time datetime={event.end_date.replace(' ', 'T')}>
        {sameDay
          ? timeInWords(event.end_date, lang)
          : `${dateInWords(event.end_date, lang)}, ${timeInWords(event.end_date, lang)}`}
      </time>
    </>
  );
}

/** The label of each list parameter, to name one that couldn't be used. */
const PARAM_LABEL: Record<string, keyof AdminStrings> = {
  status: 'status',
  s: 'searchEvents',
  from: 'from',
  to: 'to',
  category: 'category',
  tag: 'tag',
  venue: 'venue',
  organizer: 'organizer',
  featured: 'featuredOnly',
  orderby: 'sortBy',
  order: 'order',
  paged: 'pages',
};

const PROBLEMS_ID = 'list-problems';

/** The attributes that tie a field to the message naming it, when its value couldn't be used. */
const invalidIf = (view: EventsView, name: string) =>
  view.problems.includes(name) ? { 'aria-invalid': 'true', 'aria-describedby': PROBLEMS_ID } : {};

/** Whether a filter beyond the search is in use (or was refused): then the filters are shown open. */
const narrowed = (view: EventsView) =>
  view.problems.length > 0 ||
  (['from', 'to', 'category', 'tag', 'venue', 'organizer', 'featured', 'orderby', 'order'] as const).some(
    (name) => view.params[name] !== undefined,
  );

function Filters({ view, t }: { view: EventsView; t: AdminStrings }) {
  const { params, frame, result } = view;
  return (
    <search>
      <form method="get" action={`${frame.base}/events`} class="filters">
        {params.status && params.status !== 'all' && (
          <input type="hidden" name="status" value={params.status} />
        )}
        {params.series !== undefined && <input type="hidden" name="series" value={String(params.series)} />}
        <div class="field">
          <label for="filter-s">{t.searchEvents}</label>
          <input
            id="filter-s"
            type="search"
            name="s"
            value={params.s ?? ''}
            maxlength={200}
            {...invalidIf(view, 's')}
          />
        </div>
        <details open={narrowed(view)}>
          <summary>{t.filters}</summary>
          <div class="more">
            <div class="field">
              <label for="filter-from">{t.from}</label>
              <input
                id="filter-from"
                type="date"
                name="from"
                value={params.from ?? ''}
                {...invalidIf(view, 'from')}
              />
            </div>
            <div class="field">
              <label for="filter-to">{t.to}</label>
              <input
                id="filter-to"
                type="date"
                name="to"
                value={params.to ?? ''}
                {...invalidIf(view, 'to')}
              />
            </div>
            <ChoiceFilters
              idPrefix="filter"
              choices={result.choices}
              values={params}
              t={t}
              attributes={(name) => invalidIf(view, name)}
            />
            <label class="check">
              <input type="checkbox" name="featured" value="1" checked={params.featured === '1'} />
              {t.featuredOnly}
            </label>
            <div class="field">
              <label for="filter-orderby">{t.sortBy}</label>
              <select id="filter-orderby" name="orderby" {...invalidIf(view, 'orderby')}>
                <option value="date" selected={params.orderby !== 'title'}>
                  {t.byDate}
                </option>
                <option value="title" selected={params.orderby === 'title'}>
                  {t.byTitle}
                </option>
              </select>
            </div>
            <div class="field">
              <label for="filter-order">{t.order}</label>
              <select id="filter-order" name="order" {...invalidIf(view, 'order')}>
                <option value="">—</option>
                <option value="asc" selected={params.order === 'asc'}>
                  {t.ascending}
                </option>
                <option value="desc" selected={params.order === 'desc'}>
                  {t.descending}
                </option>
              </select>
            </div>
          </div>
        </details>
        <button type="submit">{t.filter}</button>
      </form>
    </search>
  );
}

function Tabs({ view, t }: { view: EventsView; t: AdminStrings }) {
  const current: Tab = view.params.status ?? 'all';
  return (
    <nav aria-label={t.statusNav}>
      <ul class="tabs">
        {TABS.map((tab) => (
          <li>
            <a
              href={listHref(view.frame.base, view.params, { status: tab })}
              aria-current={tab === current ? 'page' : undefined}
            >
              {tab === 'all' ? t.all : t.statuses[tab]}{' '}
              <span class="count" data-count={tab}>
                ({view.result.counts[tab]})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pager({ view, t }: { view: EventsView; t: AdminStrings }) {
  const pages = Math.max(1, Math.ceil(view.result.total / view.result.preferences.perPage));
  const { page, frame, params } = view;
  return (
    <nav aria-label={t.pages}>
      <ul class="pager">
        <li>{plural(frame.lang, t.items, view.result.total)}</li>
        {page > 1 && (
          <li>
            <a href={listHref(frame.base, params, { paged: Math.min(page - 1, pages) })} rel="prev">
              {t.previous}
            </a>
          </li>
        )}
        <li aria-current="page">{fill(t.pageOf, { page, pages })}</li>
        {page < pages && (
          <li>
            <a href={listHref(frame.base, params, { paged: page + 1 })} rel="next">
              {t.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The series a row stands for, when the tab lists the template's status (its checkbox selects the series). */
function selectableSeries(view: EventsView, event: ListedEvent) {
  const group = view.result.groups.get(event.id);
  return group && statusesOf(view.params.status ?? 'all').includes(group.status) ? group : undefined;
}

/** A series' occurrences under its row: each selectable and linked to its editor; more: the series alone. */
function Occurrences({ view, event, group }: { view: EventsView; event: ListedEvent; group: SeriesGroup }) {
  const { frame } = view;
  const lang = frame.lang;
  const t = ADMIN_STRINGS[lang];
  const l = LIST_WORDS[lang];
  const listed = view.result.occurrences.get(group.seriesId) ?? [];
  const title = event.title || t.untitled;
  return (
    <details class="occurrences">
      <summary>{plural(lang, l.series, group.count)}</summary>
      <ul>
        {listed.map((o) => {
          const when = o.all_day
            ? dateInWords(o.start_local, lang)
            : `${dateInWords(o.start_local, lang)}, ${timeInWords(o.start_local, lang)}`;
          return (
            <li>
              <input type="checkbox" name="ids" value={String(o.id)} id={`select-${o.id}`} />
              <label class="visually-hidden" for={`select-${o.id}`}>
                {fill(l.selectOccurrence, { title, date: when })}
              </label>{' '}
              <a href={`${frame.base}/events/${o.id}`}>
                <time datetime={o.start_local.replace(' ', 'T')}>{when}</time>
              </a>
              {o.status !== 'publish' && <span class="muted">{` · ${t.status1[o.status]}`}</span>}
            </li>
          );
        })}
      </ul>
      {group.count > listed.length && (
        <p>
          <a href={listHref(frame.base, view.params, { series: group.seriesId })}>
            {fill(l.allOccurrences, { count: group.count })}
          </a>
        </p>
      )}
    </details>
  );
}

/** The columns Screen Options may hide, in their order. */
function optionalColumns(
  view: EventsView,
  t: AdminStrings,
): Array<Column<ListedEvent> & { key: ListColumn }> {
  const lang = view.frame.lang;
  const names = (items: Array<{ name?: string; venue?: string }>) =>
    items.map((item) => item.name ?? item.venue ?? '').join(', ');
  return [
    { key: 'dates', label: t.dates, cell: (event) => <When event={event} lang={lang} /> },
    { key: 'status', label: t.status, cell: (event) => t.status1[event.status] },
    {
      key: 'author',
      label: t.author,
      cell: (event) => view.result.authors.get(Number(event.author)) ?? `#${event.author}`,
    },
    { key: 'categories', label: t.categories, cell: (event) => names(event.categories) },
    { key: 'tags', label: t.tags, cell: (event) => names(event.tags) },
    {
      key: 'venue',
      label: t.venue,
      cell: (event) => names(Array.isArray(event.venue) ? event.venue : [event.venue]),
    },
  ];
}

/** The list's address with the row `id` quick-edited, at that row. */
function quickHref(view: EventsView, id: number) {
  const url = new URL(view.listAddress, 'http://app.invalid');
  url.searchParams.set('quick', String(id));
  return `${url.pathname}${url.search}#quick-${id}`;
}

function Rows({ view, t }: { view: EventsView; t: AdminStrings }) {
  const lang = view.frame.lang;
  const titleOf = (event: ListedEvent) => event.title || t.untitled;
  /** The record a row's checkbox and buttons act on: its series when it stands for one. */
  const targetOf = (event: ListedEvent) => {
    const group = view.result.groups.get(event.id);
    return group ? selectableSeries(view, event)?.seriesId : event.id;
  };
  return (
    <Table
      caption={t.events}
      captionHidden
      rows={view.events}
      columns={[
        {
          label: t.selectAll,
          role: 'select',
          header: (
            <label class="check" data-select-all hidden>
              <input type="checkbox" />
              <span class="visually-hidden">{t.selectAll}</span>
            </label>
          ),
          cell: (event) => {
            const target = targetOf(event);
            if (target === undefined) return null;
            // No checkbox on a row whose bulk actions would all be refused.
            const group = view.result.groups.get(event.id);
            const author = group ? group.authorId : Number(event.author);
            if (
              !canEdit(view.frame.caller, { author_id: author, status: group ? group.status : event.status })
            )
              return null;
            return (
              <>
                <input type="checkbox" name="ids" value={String(target)} id={`select-${target}`} />
                <label class="visually-hidden" for={`select-${target}`}>
                  {fill(t.select, { title: titleOf(event) })}
                </label>
              </>
            );
          },
        },
        {
          label: t.title,
          role: 'name',
          cell: (event) => {
            const group = view.result.groups.get(event.id);
            const quick = view.quick;
            if (quick && quick.id === (group?.seriesId ?? event.id))
              return (
                <QuickFields
                  frame={view.frame}
                  quick={quick}
                  categories={view.result.choices.categories}
                  mainLang={view.mainLang}
                  back={view.listAddress}
                />
              );
            // An event the caller may not change is named, not linked to an editor that would refuse it.
            const editable = canEdit(view.frame.caller, {
              author_id: group ? group.authorId : Number(event.author),
              status: group ? group.status : event.status,
            });
            const title = (id: number) =>
              editable ? (
                <a href={`${view.frame.base}/events/${id}`}>{titleOf(event)}</a>
              ) : (
                <strong>{titleOf(event)}</strong>
              );
            if (!group) return title(event.id);
            return (
              <>
                {title(group.seriesId)}
                <Occurrences view={view} event={event} group={group} />
              </>
            );
          },
        },
        ...optionalColumns(view, t).filter((column) => view.result.preferences.columns.includes(column.key)),
        {
          label: t.view,
          role: 'actions',
          cell: (event) => {
            const target = targetOf(event);
            const group = view.result.groups.get(event.id);
            const author = group ? group.authorId : Number(event.author);
            const status = group ? group.status : event.status;
            return (
              <>
                <a href={event.url}>
                  {t.view}
                  <span class="visually-hidden"> “{titleOf(event)}”</span>
                </a>{' '}
                <a href={`${view.frame.base}/events/new?from=${group?.seriesId ?? event.id}`}>
                  {EDITOR_WORDS[lang].duplicate}
                  <span class="visually-hidden"> “{titleOf(event)}”</span>
                </a>
                {target !== undefined &&
                  status !== 'trash' &&
                  canEdit(view.frame.caller, { author_id: author, status }) && (
                    <>
                      {' '}
                      <a href={quickHref(view, target)} data-quick={String(target)}>
                        {LIST_WORDS[lang].quickEdit}
                        <span class="visually-hidden"> “{titleOf(event)}”</span>
                      </a>{' '}
                      <button
                        type="submit"
                        name="trash_one"
                        value={String(target)}
                        formnovalidate
                        class="plain"
                      >
                        {LIST_WORDS[lang].trashOne}
                        <span class="visually-hidden"> “{titleOf(event)}”</span>
                      </button>
                    </>
                  )}
              </>
            );
          },
        },
      ]}
    />
  );
}

/** The page's events in a form whose bulk action applies to the checked ones. */
function BulkForm({ view, t }: { view: EventsView; t: AdminStrings }) {
  const { frame } = view;
  const actions: BulkAction[] = view.params.status === 'trash' ? ['restore', 'delete'] : ['publish', 'trash'];
  return (
    <form method="post" action={`${frame.base}/events/bulk`}>
      <input type="hidden" name="_csrf" value={frame.csrfToken} />
      <input type="hidden" name="back" value={`${frame.base}${frame.here}`} />
      <div class="bulk">
        <div class="field">
          <label for="bulk-action">{t.bulkActions}</label>
          <select id="bulk-action" name="action" required>
            <option value="">—</option>
            {view.params.status !== 'trash' && (
              <option value="edit">{LIST_WORDS[frame.lang].editAction}</option>
            )}
            {actions.map((action) => (
              <option value={action}>{actionLabel(t, action, frame)}</option>
            ))}
          </select>
        </div>
        <button type="submit">{t.apply}</button>
      </div>
      <Rows view={view} t={t} />
    </form>
  );
}

/** WordPress's Screen Options: the columns shown and the rows per page, kept for the user (./preferences.ts). */
function ScreenOptions({ view, t }: { view: EventsView; t: AdminStrings }) {
  const { frame } = view;
  const l = LIST_WORDS[frame.lang];
  const chosen = view.result.preferences;
  const label: Record<ListColumn, string> = {
    dates: t.dates,
    status: t.status,
    author: t.author,
    categories: t.categories,
    tags: t.tags,
    venue: t.venue,
  };
  return (
    <details class="screen-options" open={view.screenOptions === 'invalid'}>
      <summary>{l.screenOptions}</summary>
      <form method="post" action={`${frame.base}/events/screen-options`}>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <input type="hidden" name="back" value={`${frame.base}${frame.here}`} />
        <fieldset>
          <legend>{l.columns}</legend>
          <ul class="boxes">
            {LIST_COLUMNS.map((column) => (
              <li>
                <label class="check">
                  <input
                    type="checkbox"
                    name="columns"
                    value={column}
                    checked={chosen.columns.includes(column)}
                  />
                  {label[column]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div class="field">
          <label for="screen-per-page">{l.perPage}</label>
          <input
            id="screen-per-page"
            type="number"
            name="per_page"
            min={1}
            max={MAX_PER_PAGE}
            required
            value={String(chosen.perPage)}
            {...(view.screenOptions === 'invalid'
              ? { 'aria-invalid': 'true', 'aria-describedby': 'screen-options-error' }
              : {})}
          />
          {view.screenOptions === 'invalid' && (
            <p class="error" id="screen-options-error">
              {fill(l.perPageInvalid, { max: MAX_PER_PAGE })}
            </p>
          )}
        </div>
        <button type="submit">{t.apply}</button>
      </form>
    </details>
  );
}

/** The events list: status tabs with counts, search and filters, the page of events, the pager. */
export function EventsPage({ view }: { view: EventsView }) {
  const t = ADMIN_STRINGS[view.frame.lang];
  return (
    <Layout frame={view.frame} title={t.events} current="events">
      <h1>{t.events}</h1>
      <ScreenOptions view={view} t={t} />
      {view.params.series !== undefined && (
        <p class="notice">
          {LIST_WORDS[view.frame.lang].oneSeries}{' '}
          <a href={listHref(view.frame.base, view.params, { series: undefined })}>
            {LIST_WORDS[view.frame.lang].everySeries}
          </a>
        </p>
      )}
      <p>
        <a href={`${view.frame.base}/events/new`}>{t.newEvent}</a>
      </p>
      {view.problems.length > 0 && (
        <p class="error" role="alert" id={PROBLEMS_ID}>
          {fill(t.badQuery, {
            reasons: view.problems.map((name) => t[PARAM_LABEL[name] ?? 'filters'] as string).join(', '),
          })}
        </p>
      )}
      {view.summary && <Summary summary={view.summary} t={t} frame={view.frame} />}
      <Tabs view={view} t={t} />
      <Filters view={view} t={t} />
      {view.params.status === 'trash' && view.result.counts.trash > 0 && mayEmptyTrash(view.frame) && (
        <p>
          <a href={`${view.frame.base}/events/trash/empty`}>{LIST_WORDS[view.frame.lang].emptyTrash}</a>
        </p>
      )}
      {view.events.length === 0 ? <p>{t.noEvents}</p> : <BulkForm view={view} t={t} />}
      {view.quick && <QuickForm frame={view.frame} quick={view.quick} back={view.listAddress} />}
      <Pager view={view} t={t} />
    </Layout>
  );
}
