import type { Status } from '../../db/schema';
import { dateTimeInWords } from '../../lib/date-words';
import { utcToZonedWall } from '../../lib/dates';
import { LANGUAGES } from '../../lib/languages';
import { LANGUAGE_NAMES } from '../../pages/strings';
import { type Frame, Layout } from '../layout';
import { FieldError } from '../manage/field-error';
import { ErrorSummary } from '../manage/screen';
import { ADMIN_STRINGS, fill } from '../strings';
import { Table } from '../table';
import { runErrorText } from './error-words';
import {
  type BroughtEvent,
  type IgnoredEvent,
  PUSHED_KIND,
  RUN_COUNTS,
  type Run,
  SCHEDULES,
  SOURCE_KINDS,
  type Source,
  type SourceForm,
  type TestedEvent,
  UPDATE_AUTHORITIES,
} from './shapes';
import { SOURCE_WORDS, type SourceWords } from './words';

/** The Sources screens (docs/sources.md): the list with the form to add one, and one source's page. */

export interface SourcesView {
  frame: Frame;
  /** The site's time zone: moments are shown in it. */
  timezone: string;
  sources: Source[];
  categories: Array<{ id: number; name: string }>;
  form?: SourceForm;
  errors: Record<string, string>;
  tested?: { total: number; more: boolean; events: TestedEvent[]; problems: string[] };
  notice?: keyof SourceWords['done'];
}

function Csrf({ frame }: { frame: Frame }) {
  return <input type="hidden" name="_csrf" value={frame.csrfToken} />;
}

function StateOf({ source, w }: { source: Source; w: SourceWords }) {
  return <>{source.running ? w.running : source.paused ? w.paused : w.active}</>;
}

/** A moment the API gives in UTC (ISO 8601), in the site's zone and the screen's language. */
const momentOf = (iso: string | null, frame: Frame, timezone: string) =>
  iso === null ? '—' : dateTimeInWords(utcToZonedWall(new Date(iso), timezone), frame.lang);

/** A run's figures in words (`3 new, 1 updated`), the zeros left out unless `all`. */
const countsOf = (run: Run, w: SourceWords, all: boolean) =>
  RUN_COUNTS.filter((key) => all || run[key] > 0)
    .map((key) => `${run[key]} ${w.counts[key]}`)
    .join(', ');

function RunSummary({ run, w, when }: { run: Run | null; w: SourceWords; when: (iso: string) => string }) {
  if (!run) return <>{w.never}</>;
  const counts = countsOf(run, w, false);
  return (
    <>
      {`${when(run.started)} · ${w.runStatuses[run.status] ?? run.status}`}
      {counts && <div class="muted">{counts}</div>}
    </>
  );
}

/** The fields of a source, empty for a new one or filled with its settings. */
function SourceFields({
  frame,
  form,
  errors,
  categories,
  editing,
}: {
  frame: Frame;
  form: SourceForm;
  errors: Record<string, string>;
  categories: SourcesView['categories'];
  editing: boolean;
}) {
  const w = SOURCE_WORDS[frame.lang];
  const described = (name: string) => (errors[name] ? `e-${name}` : undefined);
  const chosen = new Set(form.default_categories.map((item) => String(item).toLowerCase()));
  const isChosen = (category: { id: number; name: string }) =>
    chosen.has(String(category.id)) || chosen.has(category.name.toLowerCase());
  return (
    <>
      {!editing && (
        <div class="field">
          <label for="f-kind">{w.kind}</label>
          <FieldError id="e-kind" error={errors.kind} />
          <select id="f-kind" name="kind" aria-describedby={described('kind')}>
            {SOURCE_KINDS.map((kind) => (
              <option value={kind} selected={form.kind === kind}>
                {w.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
      )}
      {form.kind === PUSHED_KIND ? (
        <p class="hint">{w.pushedHint}</p>
      ) : (
        <div class="field">
          <label for="f-url">{w.url}</label>
          <FieldError id="e-url" error={errors.url} />
          <input
            id="f-url"
            name="url"
            type="url"
            value={form.url}
            placeholder="https://"
            required
            aria-describedby={errors.url ? 'e-url h-url' : 'h-url'}
          />
          <p class="hint" id="h-url">
            {w.urlHint}
          </p>
        </div>
      )}
      <div class="field">
        <label for="f-name">{w.name}</label>
        <FieldError id="e-name" error={errors.name} />
        <input
          id="f-name"
          name="name"
          maxlength={200}
          value={form.name}
          aria-describedby={described('name')}
        />
      </div>
      <div class="field">
        <label for="f-schedule">{w.schedule}</label>
        <FieldError id="e-schedule" error={errors.schedule} />
        <select id="f-schedule" name="schedule" aria-describedby={described('schedule')}>
          {SCHEDULES.map((schedule) => (
            <option value={schedule} selected={form.schedule === schedule}>
              {w.schedules[schedule]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="f-default_status">{w.defaultStatus}</label>
        <FieldError id="e-default_status" error={errors.default_status} />
        <select id="f-default_status" name="default_status" aria-describedby={described('default_status')}>
          {(['pending', 'draft', 'publish'] as const).map((status) => (
            <option value={status} selected={form.default_status === status}>
              {w.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="f-default_language">{w.defaultLanguage}</label>
        <FieldError id="e-default_language" error={errors.default_language} />
        <select
          id="f-default_language"
          name="default_language"
          aria-describedby={described('default_language')}
        >
          <option value="" selected={form.default_language === ''}>
            {w.siteLanguage}
          </option>
          {LANGUAGES.map((lang) => (
            <option value={lang} selected={form.default_language === lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </div>
      {categories.length > 0 && (
        <fieldset id="f-default_categories" class="boxes" aria-describedby={described('default_categories')}>
          <legend>{w.defaultCategories}</legend>
          <FieldError id="e-default_categories" error={errors.default_categories} />
          {categories.map((category) => (
            <label class="check">
              <input
                type="checkbox"
                name="default_categories"
                value={String(category.id)}
                checked={isChosen(category)}
              />{' '}
              {category.name}
            </label>
          ))}
        </fieldset>
      )}
      <div class="field">
        <label for="f-default_tags">{w.defaultTags}</label>
        <FieldError id="e-default_tags" error={errors.default_tags} />
        <input
          id="f-default_tags"
          name="default_tags"
          value={form.default_tags.join(', ')}
          aria-describedby={errors.default_tags ? 'e-default_tags h-tags' : 'h-tags'}
        />
        <p class="hint" id="h-tags">
          {w.tagsHint}
        </p>
      </div>
      <fieldset id="f-update_authority" aria-describedby={described('update_authority')}>
        <legend>{w.updateAuthority}</legend>
        <FieldError id="e-update_authority" error={errors.update_authority} />
        {UPDATE_AUTHORITIES.map((authority) => (
          <label class="check">
            <input
              type="radio"
              name="update_authority"
              value={authority}
              checked={form.update_authority === authority}
            />{' '}
            {w.authorities[authority]}
          </label>
        ))}
      </fieldset>
      <fieldset id="f-on_removed" aria-describedby={described('on_removed')}>
        <legend>{w.onRemoved}</legend>
        <FieldError id="e-on_removed" error={errors.on_removed} />
        {(['trash', 'keep'] as const).map((choice) => (
          <label class="check">
            <input type="radio" name="on_removed" value={choice} checked={form.on_removed === choice} />{' '}
            {w.removed[choice]}
          </label>
        ))}
      </fieldset>
      {(form.kind === 'tec' || editing) && form.kind === 'tec' && (
        <fieldset id="f-credentials" aria-describedby="h-credentials">
          <legend>{w.credentials}</legend>
          <p class="hint" id="h-credentials">
            {w.credentialsHint}
          </p>
          <FieldError id="e-credentials" error={errors.credentials} />
          <label for="f-username">{w.username}</label>
          <input id="f-username" name="username" autocomplete="off" value={form.username} />
          <label for="f-password">{w.password}</label>
          <input id="f-password" name="password" type="password" autocomplete="new-password" />
        </fieldset>
      )}
    </>
  );
}

const FIELD_LABELS = (w: SourceWords): Record<string, string> => ({
  kind: w.kind,
  url: w.url,
  name: w.name,
  schedule: w.schedule,
  default_status: w.defaultStatus,
  default_language: w.defaultLanguage,
  default_categories: w.defaultCategories,
  default_tags: w.defaultTags,
  update_authority: w.updateAuthority,
  on_removed: w.onRemoved,
  credentials: w.credentials,
});

function TestedList({ tested, w }: { tested: NonNullable<SourcesView['tested']>; w: SourceWords }) {
  if (tested.events.length === 0)
    return (
      <p class="notice" role="status">
        {w.testNone}
      </p>
    );
  return (
    <div class="notice" role="status">
      <p>{fill(w.testIntro, { count: tested.total })}</p>
      <Table
        rows={tested.events}
        columns={[
          { label: w.event, role: 'name', cell: (event) => event.title },
          { label: w.when, cell: (event) => event.start_date },
          { label: w.venue, cell: (event) => event.venue || '—' },
        ]}
      />
      {tested.total > tested.events.length && (
        <p>{fill(w.testMore, { count: tested.total - tested.events.length })}</p>
      )}
      {tested.more && <p>{w.morePages}</p>}
      {tested.problems.length > 0 && (
        <ul>
          {tested.problems.map((problem) => (
            <li>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every source, and the form to add one (tested first if the editor wishes). */
export function SourcesPage({ view }: { view: SourcesView }) {
  const { frame, errors } = view;
  const w = SOURCE_WORDS[frame.lang];
  const form = view.form ?? newForm();
  const when = (iso: string | null) => momentOf(iso, frame, view.timezone);
  return (
    <Layout frame={frame} title={w.sources} current="sources">
      <h1>{w.sources}</h1>
      <p>{w.intro}</p>
      {view.notice && (
        <p class="notice" role="status">
          {w.done[view.notice]}
        </p>
      )}
      {view.sources.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <Table
          rows={view.sources}
          columns={[
            {
              label: w.name,
              role: 'name',
              cell: (source) => (
                <>
                  <a href={`${frame.base}/sources/${source.id}`}>{source.name || source.url}</a>
                  <div class="muted">{source.url}</div>
                </>
              ),
            },
            { label: w.kind, cell: (source) => w.kinds[source.kind] ?? source.kind },
            { label: w.schedule, cell: (source) => w.schedules[source.schedule] ?? source.schedule },
            { label: w.lastRun, cell: (source) => <RunSummary run={source.last_run} w={w} when={when} /> },
            { label: w.state, cell: (source) => <StateOf source={source} w={w} /> },
          ]}
        />
      )}
      <h2 id="new-source">{w.newSource}</h2>
      <ErrorSummary intro={w.fixErrors} errors={errors} labels={FIELD_LABELS(w)} />
      {view.tested && <TestedList tested={view.tested} w={w} />}
      <form method="post" action={`${frame.base}/sources`} aria-labelledby="new-source" novalidate>
        <Csrf frame={frame} />
        <SourceFields
          frame={frame}
          form={form}
          errors={errors}
          categories={view.categories}
          editing={false}
        />
        <div class="bulk">
          <button type="submit" name="intent" value="test" class="plain">
            {w.test}
          </button>
          <button type="submit" name="intent" value="add">
            {w.add}
          </button>
        </div>
      </form>
    </Layout>
  );
}

export const newForm = (): SourceForm => ({
  kind: 'ical',
  url: '',
  name: '',
  schedule: 'daily',
  default_status: 'pending',
  default_language: '',
  default_categories: [],
  default_tags: [],
  update_authority: 'keep_local_edits',
  on_removed: 'trash',
  username: '',
});

export interface SourceView {
  frame: Frame;
  timezone: string;
  source: Source;
  categories: SourcesView['categories'];
  runs: Run[];
  events: BroughtEvent[];
  ignored: IgnoredEvent[];
  form?: SourceForm;
  errors: Record<string, string>;
  notice?: keyof SourceWords['done'];
  refused?: { status: number; message: string };
}

/** One source: what it is, run now, pause or resume, delete, its settings, its runs, its events, what is ignored. */
export function SourcePage({ view }: { view: SourceView }) {
  const { frame, source } = view;
  const w = SOURCE_WORDS[frame.lang];
  const action = `${frame.base}/sources/${source.id}`;
  const title = source.name || source.url;
  const when = (iso: string | null) => momentOf(iso, frame, view.timezone);
  return (
    <Layout frame={frame} title={title} current="sources">
      <p>
        <a href={`${frame.base}/sources`}>{w.allSources}</a>
      </p>
      <h1>{title}</h1>
      {view.notice && (
        <p class="notice" role="status">
          {w.done[view.notice]}
        </p>
      )}
      {view.refused && (
        <p class="error" role="alert">
          {fill(w.refused, view.refused)}
        </p>
      )}
      <dl>
        <dt>{w.kind}</dt>
        <dd>{w.kinds[source.kind] ?? source.kind}</dd>
        <dt>{w.url}</dt>
        <dd>{source.url}</dd>
        <dt>{w.state}</dt>
        <dd>
          <StateOf source={source} w={w} />
        </dd>
        <dt>{w.nextRun}</dt>
        <dd>{source.paused || source.schedule === 'manual' ? '—' : when(source.next_run)}</dd>
      </dl>
      <div class="bulk">
        {source.kind !== PUSHED_KIND && (
          <form method="post" action={`${action}/run`}>
            <Csrf frame={frame} />
            <button type="submit">{w.runNow}</button>
          </form>
        )}
        <form method="post" action={`${action}/${source.paused ? 'resume' : 'pause'}`}>
          <Csrf frame={frame} />
          <button type="submit" class="plain">
            {source.paused ? w.resume : w.pause}
          </button>
        </form>
        <form method="post" action={`${action}/delete`}>
          <Csrf frame={frame} />
          <button type="submit" class="plain">
            {w.delete}
          </button>
        </form>
      </div>
      <h2>{w.runs}</h2>
      {view.runs.length === 0 ? (
        <p>{w.noRuns}</p>
      ) : (
        <Table
          rows={view.runs}
          columns={[
            { label: w.started, role: 'name', cell: (run) => when(run.started) },
            { label: w.state, cell: (run) => w.runStatuses[run.status] ?? run.status },
            {
              label: w.took,
              cell: (run) => (run.duration_ms === null ? '—' : `${(run.duration_ms / 1000).toFixed(1)} s`),
            },
            {
              label: w.figures,
              cell: (run) => countsOf(run, w, true),
            },
            {
              label: w.errors,
              cell: (run) =>
                run.errors.length === 0 ? (
                  '—'
                ) : (
                  <ul>
                    {run.errors.map((error) => (
                      <li>
                        {error.uid ? `${error.uid}: ` : ''}
                        {runErrorText(error, frame.lang)}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      )}
      <h2>{w.events}</h2>
      {view.events.length === 0 ? (
        <p>{w.noEvents}</p>
      ) : (
        <Table
          rows={view.events}
          columns={[
            {
              label: w.event,
              role: 'name',
              cell: (event) => (
                <>
                  {event.event === null ? (
                    event.title || event.uid
                  ) : (
                    <a href={`${frame.base}/events/${event.event}`}>{event.title || event.uid}</a>
                  )}
                  {event.possible_duplicate_of !== null && (
                    <div class="muted">
                      <a href={`${frame.base}/events/${event.possible_duplicate_of}`}>
                        {fill(w.possibleDuplicate, { id: event.possible_duplicate_of })}
                      </a>
                    </div>
                  )}
                </>
              ),
            },
            { label: w.when, cell: (event) => event.start_date ?? '—' },
            {
              label: w.state,
              cell: (event) =>
                event.status === null
                  ? '—'
                  : (ADMIN_STRINGS[frame.lang].status1[event.status as Status] ?? event.status),
            },
            {
              label: w.ignore,
              role: 'actions',
              cell: (event) => (
                <form method="post" action={`${action}/ignored`}>
                  <Csrf frame={frame} />
                  <input type="hidden" name="uid" value={event.uid} />
                  <input type="hidden" name="title" value={event.title ?? ''} />
                  <button type="submit" class="plain">
                    {w.ignore}
                    <span class="visually-hidden">{` ${event.title || event.uid}`}</span>
                  </button>
                </form>
              ),
            },
          ]}
        />
      )}
      <h2>{w.ignored}</h2>
      <p>{w.ignoredIntro}</p>
      {view.ignored.length === 0 ? (
        <p>{w.noIgnored}</p>
      ) : (
        <Table
          rows={view.ignored}
          columns={[
            {
              label: w.event,
              role: 'name',
              cell: (item) => (
                <>
                  {item.title || item.uid}
                  <div class="muted">{item.ignored}</div>
                </>
              ),
            },
            {
              label: w.bringBack,
              role: 'actions',
              cell: (item) => (
                <form method="post" action={`${action}/ignored/restore`}>
                  <Csrf frame={frame} />
                  <input type="hidden" name="uid" value={item.uid} />
                  <button type="submit" class="plain">
                    {w.bringBack}
                    <span class="visually-hidden">{` ${item.title || item.uid}`}</span>
                  </button>
                </form>
              ),
            },
          ]}
        />
      )}
      <h2 id="settings">{w.edit}</h2>
      <ErrorSummary intro={w.fixErrors} errors={view.errors} labels={FIELD_LABELS(w)} />
      <form method="post" action={action} aria-labelledby="settings" novalidate>
        <Csrf frame={frame} />
        <SourceFields
          frame={frame}
          form={view.form ?? formOf(source)}
          errors={view.errors}
          categories={view.categories}
          editing={true}
        />
        <button type="submit">{w.save}</button>
      </form>
    </Layout>
  );
}

export const formOf = (source: Source): SourceForm => ({
  kind: source.kind,
  url: source.url,
  name: source.name,
  schedule: source.schedule,
  default_status: source.default_status,
  default_language: source.default_language ?? '',
  default_categories: source.default_categories,
  default_tags: source.default_tags,
  update_authority: source.update_authority,
  on_removed: source.on_removed,
  username: source.credentials?.username ?? '',
});
