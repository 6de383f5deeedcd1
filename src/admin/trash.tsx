import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { EDITOR_ROLES } from '../posts/visibility';
import { applyBulk, MAX_BULK } from './bulk';
import { type Frame, Layout } from './layout';
import { LIST_WORDS } from './list-words';
import { fill, plural } from './strings';

/**
 * "Empty Trash" (wp-admin's): every event in the trash deleted for good, each through the API's
 * `DELETE /events/{id}?force=true` as the caller, so each is checked as if it were deleted directly; at
 * most `MAX_BULK` at a time (the list then says how many remain). A series in the trash goes whole (its
 * template's delete), not occurrence by occurrence. Only editors and administrators may delete for good
 * (the API's rule), so only they are offered it. Confirmed first, on a page of its own (no script needed).
 */

export const mayEmptyTrash = (frame: Pick<Frame, 'caller'>) =>
  frame.caller !== null && EDITOR_ROLES.has(frame.caller.role);

const trashCount = (c: Context<AppEnv>) =>
  c
    .get('db')
    .all<{ n: number }>(sql`SELECT count(*) AS n FROM posts WHERE kind = 'event' AND status = 'trash'`)
    .then((rows) => rows[0]?.n ?? 0);

/** What one emptying deletes: trashed events, or their series' template when it is in the trash too. */
async function targets(c: Context<AppEnv>): Promise<number[]> {
  const rows = await c.get('db').all<{ id: number; series: number | null }>(
    sql`SELECT p.id, CASE WHEN t.status = 'trash' THEN t.id END AS series FROM posts p
      LEFT JOIN posts t ON t.id = p.series_id AND t.kind = 'series'
      WHERE p.kind = 'event' AND p.status = 'trash' ORDER BY p.id LIMIT ${MAX_BULK * 10}`,
  );
  return [...new Set(rows.map((r) => r.series ?? r.id))].slice(0, MAX_BULK);
}

const trashTab = (frame: Frame) => `${frame.base}/events?status=trash`;

export async function emptyTrashScreen(c: Context<AppEnv>, frame: Frame) {
  if (!mayEmptyTrash(frame)) return c.redirect(trashTab(frame), 303);
  const count = await trashCount(c);
  if (count === 0) return c.redirect(trashTab(frame), 303);
  const l = LIST_WORDS[frame.lang];
  const page = (
    <Layout frame={frame} title={l.emptyHeading} current="events">
      <h1>{l.emptyHeading}</h1>
      <form method="post" action={`${frame.base}/events/trash/empty`}>
        <input type="hidden" name="_csrf" value={frame.csrfToken} />
        <p>{plural(frame.lang, l.emptyConfirm, count)}</p>
        {count > MAX_BULK && <p>{fill(l.emptyBound, { max: MAX_BULK })}</p>}
        <p>
          <button type="submit">{l.emptyButton}</button> <a href={trashTab(frame)}>{l.cancel}</a>
        </p>
      </form>
    </Layout>
  );
  return c.html(`<!doctype html>${await page.toString()}`);
}

export async function emptyTrash(c: Context<AppEnv>, frame: Frame) {
  if (!mayEmptyTrash(frame)) return c.redirect(trashTab(frame), 303);
  const before = await trashCount(c);
  const outcome = await applyBulk(c, 'delete', await targets(c));
  const remain = await trashCount(c);
  const back = new URLSearchParams({ status: 'trash', bulk: 'empty', done: String(before - remain) });
  if (outcome.refused.length > 0)
    back.set('refused', outcome.refused.map((r) => `${r.id}.${r.status}`).join(','));
  if (remain > 0) back.set('remain', String(remain));
  return c.redirect(`${frame.base}/events?${back}`, 303);
}
