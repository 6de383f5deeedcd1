import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { STATUSES } from '../db/schema';
import type { AppEnv } from '../env';
import { pickTranslationOrder } from '../lib/languages';
import { z } from '../lib/zod';
import { EDITOR_ROLES, readableCondition } from '../posts/visibility';
import { type BulkOutcome, eachThroughApi, MAX_BULK, type ReadEvent } from './bulk';
import { EDITOR_WORDS } from './editor/words';
import { type Choice, listContextOf, termChoices } from './event-list';
import { type Frame, Layout } from './layout';
import { LIST_WORDS } from './list-words';
import { ADMIN_STRINGS, fill } from './strings';

/**
 * Bulk Edit (wp-admin's): for the events chosen in the list, categories and tags added or removed, the
 * author (editors and administrators), the status and "featured", each event written on its own through the
 * API (`PATCH /events/{id}` with the `If-Match` of its read, as the caller), so each is checked as if written
 * directly; the list then says what was done and what was refused, event by event.
 */

const ids = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : 0)))
  .pipe(z.array(z.number().int().positive()).min(1).max(MAX_BULK))
  .transform((list) => [...new Set(list)]);
const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      )
      .max(500),
  );
const names = z
  .string()
  .max(2000)
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 100),
  );

export const bulkEditForm = z.object({
  ids,
  add_categories: idList,
  remove_categories: idList,
  add_tags: names,
  remove_tags: names,
  author: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ])
    .optional(),
  status: z.union([z.literal(''), z.enum(STATUSES).exclude(['trash'])]).optional(),
  featured: z.enum(['', '1', '0']).optional(),
});
export type BulkEdit = z.output<typeof bulkEditForm>;

/** The PATCH one event gets (null: nothing changes). */
function bodyFor(edit: BulkEdit, event: ReadEvent): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  if (edit.add_categories.length > 0 || edit.remove_categories.length > 0) {
    const now = event.categories.map((c) => c.id);
    const next = [...new Set([...now, ...edit.add_categories])].filter(
      (id) => !edit.remove_categories.includes(id),
    );
    if (JSON.stringify(next) !== JSON.stringify(now)) body.categories = next;
  }
  if (edit.add_tags.length > 0 || edit.remove_tags.length > 0) {
    const removed = new Set(edit.remove_tags.map((t) => t.toLowerCase()));
    const now = event.tags.map((t) => t.name);
    const have = new Set(now.map((t) => t.toLowerCase()));
    const next = [...now, ...edit.add_tags.filter((t) => !have.has(t.toLowerCase()))].filter(
      (t) => !removed.has(t.toLowerCase()),
    );
    // Existing tags by id (a name made of digits is a tag's id to the API), new ones by name.
    const byName = new Map(event.tags.map((t) => [t.name.toLowerCase(), t.id]));
    if (JSON.stringify(next) !== JSON.stringify(now))
      body.tags = next.map((name) => byName.get(name.toLowerCase()) ?? name);
  }
  if (typeof edit.author === 'number' && String(edit.author) !== event.author) body.author = edit.author;
  if (edit.status && edit.status !== event.status) body.status = edit.status;
  if (edit.featured && (edit.featured === '1') !== Boolean(event.featured))
    body.featured = edit.featured === '1';
  return Object.keys(body).length > 0 ? body : null;
}

/** Applies a Bulk Edit to each event in turn, through the API. */
export const applyBulkEdit = (c: Context<AppEnv>, edit: BulkEdit): Promise<BulkOutcome> =>
  eachThroughApi(c, edit.ids, (id, _status, event) => {
    const body = bodyFor(edit, event);
    return body ? { method: 'PATCH', path: `/events/${id}`, body } : { method: 'NONE', path: '' };
  });

/** The Bulk Edit screen for the events `chosen`: what each field would do, "no change" by default. */
export async function bulkEditScreen(c: Context<AppEnv>, frame: Frame, chosen: number[], back: string) {
  const lang = frame.lang;
  const mainLang = c.get('config').defaultLanguage;
  const caller = frame.caller;
  const editor = caller !== null && EDITOR_ROLES.has(caller.role);
  const [events, categories, users] = (await c.get('db').batch([
    sql`SELECT p.id, (SELECT s.title FROM post_texts s WHERE s.post_id = p.content_id
        ORDER BY ${sql.raw(pickTranslationOrder('s.lang', lang, mainLang))} LIMIT 1) AS name
      FROM posts p WHERE p.id IN (SELECT value FROM json_each(${JSON.stringify(chosen)}))
        AND p.kind IN ('event', 'series') AND ${readableCondition(caller, [...STATUSES])} ORDER BY p.id`,
    termChoices('tribe_events_cat', listContextOf(c, frame)),
    sql`SELECT id, login AS name FROM users WHERE role <> 'subscriber' AND ${editor ? sql`1` : sql`0`} ORDER BY login LIMIT 200`,
  ])) as unknown as [Choice[], Choice[], Choice[]];
  const t = ADMIN_STRINGS[lang];
  const l = LIST_WORDS[lang];
  const w = EDITOR_WORDS[lang];
  const statuses =
    caller?.role === 'contributor'
      ? (['draft', 'pending'] as const)
      : (['draft', 'pending', 'publish', 'private'] as const);
  const boxes = (name: string, legend: string) => (
    <fieldset>
      <legend>{legend}</legend>
      <ul class="boxes">
        {categories.map((category) => (
          <li>
            <label class="check">
              <input type="checkbox" name={name} value={String(category.id)} />
              {category.name ?? `#${category.id}`}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
  const select = (name: string, label: string, options: Array<[string, string]>) => (
    <div class="field">
      <label for={`bulk-${name}`}>{label}</label>
      <select id={`bulk-${name}`} name={name}>
        <option value="">{l.noChange}</option>
        {options.map(([value, text]) => (
          <option value={value}>{text}</option>
        ))}
      </select>
    </div>
  );
  const page = (
    <Layout frame={frame} title={l.bulkEdit} current="events">
      <h1>{l.bulkEdit}</h1>
      {events.length === 0 ? (
        <p>{t.noEvents}</p>
      ) : (
        <form method="post" action={`${frame.base}/events/bulk-edit`} class="bulk-edit">
          <input type="hidden" name="_csrf" value={frame.csrfToken} />
          <input type="hidden" name="back" value={back} />
          <fieldset>
            <legend>{fill(l.editing, { count: events.length })}</legend>
            <ul>
              {events.map((event) => (
                <li>
                  <label class="check">
                    <input type="checkbox" name="ids" value={String(event.id)} checked />
                    {event.name || t.untitled}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {boxes('add_categories', l.addCategories)}
          {boxes('remove_categories', l.removeCategories)}
          <div class="field">
            <label for="bulk-add_tags">{l.addTags}</label>
            <input id="bulk-add_tags" name="add_tags" type="text" aria-describedby="bulk-tags-hint" />
          </div>
          <div class="field">
            <label for="bulk-remove_tags">{l.removeTags}</label>
            <input id="bulk-remove_tags" name="remove_tags" type="text" aria-describedby="bulk-tags-hint" />
            <p class="hint muted" id="bulk-tags-hint">
              {w.tagsHint}
            </p>
          </div>
          {editor &&
            select(
              'author',
              t.author,
              users.map((u) => [String(u.id), u.name ?? `#${u.id}`]),
            )}
          {select(
            'status',
            t.status,
            statuses.map((s) => [s, t.status1[s]]),
          )}
          {select('featured', w.featured, [
            ['1', l.yes],
            ['0', l.no],
          ])}
          <p>
            <button type="submit">{l.quickSave}</button> <a href={back}>{l.cancel}</a>
          </p>
        </form>
      )}
    </Layout>
  );
  return c.html(`<!doctype html>${await page.toString()}`);
}
