import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { formatUtcWall } from '../../src/lib/dates';
import { bearer, call, createUser } from '../helpers';
import { formFields, screen, submit, withChanges } from './editor-form';

/**
 * When TEC publishes an event's venues and organizers, replayed from exchanges recorded on a real TEC
 * 6.17.2 site (test/fixtures/tec/publishing/*.json). TEC does it in its `publish_tribe_events` hook,
 * which WordPress runs inside `wp_insert_post`/`wp_update_post`, before the event's venue and organizer
 * are saved, and only for a signed-in user: a save of an event that leaves it published publishes the
 * drafts (pending, scheduled) that were linked to it before that save, a create publishes none, and
 * WordPress's cron publishing a scheduled event publishes none. Each step is sent here as it was there,
 * with the records it names mapped to ours, and what TEC answered is compared: the status code, the
 * statuses of the records, which venues an anonymous `?event=` list shows.
 */

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON
type Json = any;

interface Step {
  action?: 'cron';
  event?: string;
  /** A save in wp-admin's event editor: the form's fields changed and the button pressed. */
  wp_admin?: { post: string; fields: Record<string, string>; button: [string, string] };
  request: { method: string; path: string; query: string; role: string | null; json_body: Json };
  as?: string;
  names?: Record<string, string>;
  status: number;
  body: Json;
}

interface Scenario {
  note: string;
  /** TEC's id of each record a step names. */
  ids: Record<string, number>;
  steps: Step[];
}

const SCENARIOS = import.meta.glob<Scenario>('../fixtures/tec/publishing/*.json', {
  eager: true,
  import: 'default',
});
const scenario = (name: string) => SCENARIOS[`../fixtures/tec/publishing/${name}.json`]!;

let keys: Record<string, string>;

beforeAll(async () => {
  const [administrator, author, contributor] = await Promise.all(
    ['administrator', 'author', 'contributor'].map((role) => createUser(role)),
  );
  keys = { administrator: administrator!.key, author: author!.key, contributor: contributor!.key };
});

/** `{{name}}` → the id of the record called `name` (a whole value becomes the number). */
function named(value: Json, ids: Record<string, number>): Json {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole) return ids[whole[1]!];
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(ids[name]));
  }
  if (Array.isArray(value)) return value.map((item) => named(item, ids));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v, ids)]));
  return value;
}

/** What a step's answer says about publishing, with ids as the names of the scenario's records. */
function observed(step: Step, body: Json, ids: Record<string, number>): Json {
  const nameOf = (id: number) => Object.keys(ids).find((name) => ids[name] === id) ?? `#${id}`;
  if (!body || typeof body !== 'object' || body.code) return body?.code ?? null;
  if (Array.isArray(body.venues)) return { venues: body.venues.map((v: Json) => nameOf(v.id)) };
  const seen: Json = { status: body.status };
  // An anonymous read of the event: TEC shows its draft venue inside it, we don't (docs/tec-differences.md).
  if (step.request.role === null) return seen;
  if (body.venue && typeof body.venue === 'object' && !Array.isArray(body.venue))
    seen.venue = [nameOf(body.venue.id), body.venue.status];
  // TEC's update empties an organizer list it was not sent (API.md §6: ours are partial): compare only
  // the lists TEC still shows.
  if (Array.isArray(body.organizer) && step.body.organizer?.length > 0)
    seen.organizer = body.organizer.map((o: Json) => [nameOf(o.id), o.status]);
  return seen;
}

/** Makes a scheduled event due and runs the every-minute task (WordPress: its date passed, wp-cron.php ran). */
async function cronPublishes(id: number) {
  await env.DB.prepare(
    "UPDATE posts SET published_utc = '2020-01-01 00:00:00' WHERE id = ? AND status = 'future'",
  )
    .bind(id)
    .run();
  await worker.scheduled(
    { scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} } as ScheduledController,
    env,
  );
}

/** wp-admin's fields, as the editors' app (/admin, which saves through the API) names them. */
const EDITOR_FIELD: Record<string, string> = {
  'venue[VenueID][]': 'venue',
  'organizer[OrganizerID][]': 'organizers',
};
/** wp-admin's buttons as the editor's: Publish, and Update of what is already live. */
const EDITOR_INTENT: Record<string, string> = { publish: 'publish', save: 'update' };

/** The same save in the editors' app: its form as rendered for the event, the fields changed, the button. */
async function editorSaves(id: number, save: NonNullable<Step['wp_admin']>, ours: Record<string, number>) {
  const path = `/en/admin/events/${id}`;
  const { html } = await screen(path, keys.administrator!);
  const changes = Object.fromEntries(
    Object.entries(save.fields).map(([field, value]) => [EDITOR_FIELD[field]!, String(named(value, ours))]),
  );
  const res = await submit(
    path,
    withChanges(formFields(html), { ...changes, intent: EDITOR_INTENT[save.button[0]]! }),
    bearer(keys.administrator!),
  );
  return res.status === 303 && /\?saved=1$/.test(res.headers.get('location') ?? '') ? 'saved' : res.status;
}

/** Replays a scenario here, step by step (those `only` keeps), and answers what TEC's and ours said at each. */
async function replay(name: string, only: (step: Step) => boolean = () => true) {
  const recorded = scenario(name);
  const ours: Record<string, number> = {};
  const said: Json[] = [];
  const tecSaid: Json[] = [];
  const unique = `${name} ${crypto.randomUUID().slice(0, 8)}`;
  for (const step of recorded.steps.filter(only)) {
    if (step.action === 'cron') {
      await cronPublishes(ours[step.event!]!);
      continue;
    }
    if (step.wp_admin) {
      const label = `wp-admin ${step.wp_admin.button[1]}`;
      said.push([label, await editorSaves(ours[/\w+/.exec(step.wp_admin.post)![0]]!, step.wp_admin, ours)]);
      tecSaid.push([label, step.status === 302 ? 'saved' : step.status]);
      continue;
    }
    const { method, path, query, role, json_body } = step.request;
    const headers: Record<string, string> = role ? { Authorization: `Bearer ${keys[role]}` } : {};
    let body: Json =
      json_body === null
        ? null
        : named(JSON.parse(JSON.stringify(json_body).replaceAll('#TAG', unique)), ours);
    // The recorded date of a scheduled event has passed since: schedule it a day ahead.
    if (body?.status === 'future') body = { ...body, date: formatUtcWall(new Date(Date.now() + 86_400_000)) };
    if (body !== null) headers['Content-Type'] = 'application/json';
    const res = await call(`${named(path, ours)}${named(query, ours)}`, {
      method,
      headers,
      body: body === null ? undefined : JSON.stringify(body),
    });
    const answer = await res.json<Json>();
    if (step.as) ours[step.as] = answer.id;
    for (const [alias, where] of Object.entries(step.names ?? {}))
      ours[alias] = where
        .split('.')
        .reduce((node: Json, part) => node[/^\d+$/.test(part) ? Number(part) : part], answer);
    const label = `${method} ${path}${query}`;
    said.push([label, res.status, observed(step, answer, ours)]);
    tecSaid.push([label, step.status, observed(step, step.body, recorded.ids)]);
  }
  return { said, tecSaid };
}

describe('publishing an event’s venues and organizers, as TEC', () => {
  it.each([
    'create-published-with-draft-links',
    'create-published-inline-links',
    'draft-then-published',
    'published-links-changed',
    'scheduled',
    'contributor-then-editor',
    'wp-admin-editor',
  ])('%s', async (name) => {
    const { said, tecSaid } = await replay(name);
    expect(said).toEqual(tecSaid);
  });

  it('author-links-editors-draft: an author’s save publishes their own draft venue', async () => {
    const own = (step: Step) =>
      /own/i.test(`${step.as} ${step.request.path} ${JSON.stringify(step.request.json_body)}`);
    const { said, tecSaid } = await replay('author-links-editors-draft', own);
    expect(said).toHaveLength(4);
    expect(said).toEqual(tecSaid);
  });

  it('author-links-editors-draft: another’s draft venue is as unknown to an author (TEC links it, and publishes it at the next save)', async () => {
    const recorded = scenario('author-links-editors-draft');
    const [venueStep, , eventStep] = recorded.steps;
    expect([venueStep!.request.role, eventStep!.request.role, eventStep!.status]).toEqual([
      'administrator',
      'author',
      201,
    ]);
    const draft = await call('/venues', {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.administrator}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ venue: `Editor's draft ${crypto.randomUUID()}`, status: 'draft' }),
    });
    const { id } = await draft.json<Json>();
    const linked = await call('/events', {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.author}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...eventStep!.request.json_body, title: 'Author links a draft', venue: id }),
    });
    expect(linked.status).toBe(400);
    expect((await linked.json<Json>()).data.params).toHaveProperty('venue');
  });
});
