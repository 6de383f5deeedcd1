import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import type { PresentedRevision } from '../../events/revision-reads';
import { renderMerge } from '../editor/routes';
import { valuesOfJson } from '../editor/values';
import type { Frame } from '../layout';
import { NotFoundPage } from '../not-found';
import { callApi } from '../through-api';
import { RevisionsPage } from './page';
import { readRevisions } from './read';
import { fieldsOfSnapshot, valuesOfRevision } from './values';

/**
 * An event's revisions in the app (`/admin/events/{id}/revisions`): the comparison screen, read through the
 * API as the caller, and "Restore this revision", the API's restore (`POST /events/{id}/revisions/{rid}/
 * restore` with the screen's `If-Match`). Someone else's save meanwhile (412) shows the editor's merge: the
 * revision's values as the user's, theirs beside them.
 */

type FrameOf = (c: Context<AppEnv>) => Frame;

const ID = ':id{[0-9]{1,15}}';
const chosen = (revisions: PresentedRevision[], value: string | undefined) =>
  value && /^\d{1,15}$/.test(value) ? revisions.find((r) => r.id === Number(value)) : undefined;

async function screen(c: Context<AppEnv>, frame: Frame, problem?: string) {
  const id = Number(c.req.param('id'));
  const data = await readRevisions(c, id);
  if (data.status !== 200) {
    const page = <NotFoundPage frame={frame} />;
    return c.html(`<!doctype html>${await page.toString()}`, 404);
  }
  const { revisions } = data;
  const newer = chosen(revisions, c.req.query('to')) ?? revisions[0] ?? null;
  const older =
    chosen(revisions, c.req.query('from')) ??
    (newer ? (revisions.find((r) => r.id < newer.id) ?? null) : null);
  const mainLang = c.get('config').defaultLanguage;
  const current = data.current ? fieldsOfSnapshot(data.current) : null;
  const base = current ? valuesOfRevision(current, mainLang, data.names.mainTags) : null;
  const page = (
    <RevisionsPage
      view={{
        frame,
        id,
        title: data.title,
        revisions,
        older: older && newer && older.id !== newer.id ? older : null,
        newer,
        current,
        names: data.names,
        mainLang,
        etag: data.etag,
        base: base ? JSON.stringify(base) : '',
        all: c.req.query('all') === '1',
        problem,
      }}
    />
  );
  return c.html(`<!doctype html>${await page.toString()}`, problem ? 400 : 200);
}

export function revisionRoutes(frameOf: FrameOf, signedInOnly: MiddlewareHandler<AppEnv>) {
  async function restore(c: Context<AppEnv>) {
    const frame = frameOf(c);
    const id = Number(c.req.param('id'));
    const params = c.get('params');
    const revision =
      typeof params.revision === 'string' && /^\d{1,15}$/.test(params.revision) ? params.revision : '0';
    const etag = typeof params._etag === 'string' ? params._etag : '';
    const res = await callApi(c, 'POST', `/events/${id}/revisions/${revision}/restore`, {
      ifMatch: etag || undefined,
    });
    if (res.ok) {
      await res.body?.cancel();
      return c.redirect(`${frame.base}/events/${id}?saved=1`, 303);
    }
    const error = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.status === 412 || res.status === 409) {
      const mainLang = c.get('config').defaultLanguage;
      const data = await readRevisions(c, id);
      const rev = data.revisions.find((r) => r.id === Number(revision));
      const base = valuesOfJson(params._base, mainLang);
      if (rev && base) {
        const typed = valuesOfRevision(rev, mainLang, data.names.mainTags, base);
        const merged = await renderMerge(c, frame, id, { typed, base, status: res.status });
        if (merged) return merged;
      }
    }
    return screen(c, frame, error?.message ?? String(res.status));
  }

  return new Hono<AppEnv>({ strict: false })
    .get(`/${ID}/revisions`, signedInOnly, (c) => screen(c, frameOf(c)))
    .post(`/${ID}/revisions/restore`, signedInOnly, restore);
}
