import { type Frame, Layout } from '../layout';
import { FieldError } from '../manage/field-error';
import { ErrorSummary } from '../manage/screen';
import { RowAction } from '../row-action';
import { fill } from '../strings';
import { Table } from '../table';
import { FEDERATION_WORDS, type FederationWords } from './words';

/**
 * The Fediverse screen (docs/federation.md#the-editors-app): the calendar's account, its followers and the
 * blocks (administrators), the calendars followed (editors and administrators).
 */

export interface Settings {
  actor_name: string;
  avatar: string;
  header: string;
  handle: string;
  actor: string;
}
export interface Follower {
  id: number;
  actor: string;
  follower: string;
  created_utc: string;
}
export interface Block {
  id: number;
  value: string;
  created_utc: string;
}
export interface Followed {
  id: number;
  actor: string;
  handle: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_utc: string;
}

export type Notice = keyof FederationWords['done'];

export interface FederationView {
  frame: Frame;
  /** Administrators' part: absent for editors. */
  admin?: { settings: Settings; followers: Follower[]; blocks: Block[] };
  following: Followed[];
  form: Partial<Record<'actor_name' | 'avatar' | 'header' | 'value' | 'actor', string>>;
  errors: Record<string, string>;
  notice?: Notice;
  refused?: { status: number; message: string };
}

function Csrf({ frame }: { frame: Frame }) {
  return <input type="hidden" name="_csrf" value={frame.csrfToken} />;
}

function TextField(props: { name: string; label: string; hint: string; value: string; error?: string }) {
  const described = [`h-${props.name}`, ...(props.error ? [`e-${props.name}`] : [])].join(' ');
  return (
    <div class="field">
      <label for={`f-${props.name}`}>{props.label}</label>
      <FieldError id={`e-${props.name}`} error={props.error} />
      <input
        id={`f-${props.name}`}
        name={props.name}
        value={props.value}
        size={40}
        aria-describedby={described}
        aria-invalid={props.error ? 'true' : undefined}
        autocomplete="off"
      />
      <span class="muted" id={`h-${props.name}`}>
        {props.hint}
      </span>
    </div>
  );
}

const followedActor = (actor: string, w: FederationWords) =>
  actor === 'site' ? w.theCalendar : fill(w.category, { id: actor.replace(/^category:/, '') });

function AdminPart({ view, w }: { view: FederationView; w: FederationWords }) {
  const { frame } = view;
  const admin = view.admin!;
  const action = `${frame.base}/federation`;
  return (
    <>
      <h2 id="account">{w.account}</h2>
      <div class="field">
        <label for="handle">{w.handle}</label>
        <input id="handle" readonly value={admin.settings.handle} size={40} aria-describedby="handle-hint" />
        <span class="muted" id="handle-hint">
          {w.handleHint}
        </span>
      </div>
      <dl>
        <dt>{w.actorUrl}</dt>
        <dd>
          <code>{admin.settings.actor}</code>
        </dd>
      </dl>
      <form method="post" action={`${action}/settings`} aria-labelledby="account" novalidate>
        <Csrf frame={frame} />
        <TextField
          name="actor_name"
          label={w.actorName}
          hint={w.actorNameHint}
          value={view.form.actor_name ?? admin.settings.actor_name}
          error={view.errors.actor_name}
        />
        <TextField
          name="avatar"
          label={w.avatar}
          hint={w.imageHint}
          value={view.form.avatar ?? admin.settings.avatar}
          error={view.errors.avatar}
        />
        <TextField
          name="header"
          label={w.header}
          hint={w.imageHint}
          value={view.form.header ?? admin.settings.header}
          error={view.errors.header}
        />
        <button type="submit">{w.save}</button>
      </form>
      <h2>{w.followers}</h2>
      {admin.followers.length === 0 ? (
        <p>{w.noFollowers}</p>
      ) : (
        <>
          <p>{fill(w.followersCount, { count: String(admin.followers.length) })}</p>
          <Table
            rows={admin.followers}
            columns={[
              { label: w.follower, role: 'name', cell: (row) => row.follower },
              { label: w.follows, cell: (row) => followedActor(row.actor, w) },
              { label: w.since, cell: (row) => row.created_utc },
            ]}
          />
        </>
      )}
      <h2 id="blocks">{w.blocks}</h2>
      <p>{w.blocksIntro}</p>
      {admin.blocks.length === 0 ? (
        <p>{w.noBlocks}</p>
      ) : (
        <Table
          rows={admin.blocks}
          columns={[
            { label: w.blockValue, role: 'name', cell: (row) => row.value },
            { label: w.since, cell: (row) => row.created_utc },
            {
              label: w.unblock,
              role: 'actions',
              cell: (row) => (
                <RowAction
                  frame={frame}
                  action={`${action}/blocks/${row.id}/delete`}
                  label={w.unblock}
                  named={`${w.unblock}: ${row.value}`}
                />
              ),
            },
          ]}
        />
      )}
      <form method="post" action={`${action}/blocks`} aria-labelledby="blocks" novalidate>
        <Csrf frame={frame} />
        <TextField
          name="value"
          label={w.blockValue}
          hint={w.blockHint}
          value={view.form.value ?? ''}
          error={view.errors.value}
        />
        <button type="submit">{w.block}</button>
      </form>
    </>
  );
}

export function FederationPage({ view }: { view: FederationView }) {
  const { frame } = view;
  const w = FEDERATION_WORDS[frame.lang];
  const action = `${frame.base}/federation`;
  const labels = {
    actor_name: w.actorName,
    avatar: w.avatar,
    header: w.header,
    value: w.blockValue,
    actor: w.followHandle,
  };
  return (
    <Layout frame={frame} title={w.title} current="federation">
      <h1>{w.title}</h1>
      <p>{w.intro}</p>
      {view.notice && (
        <p class="notice" role="status">
          {w.done[view.notice]}
        </p>
      )}
      {view.refused && (
        <p class="error" role="alert">
          {fill(w.refused, { status: String(view.refused.status), message: view.refused.message })}
        </p>
      )}
      <ErrorSummary intro={w.fixErrors} errors={view.errors} labels={labels} />
      {view.admin && <AdminPart view={view} w={w} />}
      <h2 id="following">{w.following}</h2>
      <p>{w.followingIntro}</p>
      {view.following.length === 0 ? (
        <p>{w.noFollowing}</p>
      ) : (
        <Table
          rows={view.following}
          columns={[
            {
              label: w.calendar,
              role: 'name',
              cell: (row) => (
                <>
                  {row.handle}
                  <div class="muted">{row.actor}</div>
                </>
              ),
            },
            { label: w.state, cell: (row) => w.states[row.status] ?? row.status },
            { label: w.since, cell: (row) => row.created_utc },
            {
              label: w.unfollow,
              role: 'actions',
              cell: (row) => (
                <RowAction
                  frame={frame}
                  action={`${action}/following/${row.id}/delete`}
                  label={w.unfollow}
                  named={`${w.unfollow}: ${row.handle}`}
                />
              ),
            },
          ]}
        />
      )}
      <form method="post" action={`${action}/following`} aria-labelledby="following" novalidate>
        <Csrf frame={frame} />
        <TextField
          name="actor"
          label={w.followHandle}
          hint={w.followHint}
          value={view.form.actor ?? ''}
          error={view.errors.actor}
        />
        <button type="submit">{w.follow}</button>
      </form>
    </Layout>
  );
}
