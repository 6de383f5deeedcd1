import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { NotFoundPage } from '../not-found';
import { callApi } from '../through-api';
import { type EditorView, RecordEditorPage, type RecordFields } from './record-editor-page';
import { isRecordKind, KINDS, type RecordKind } from './records-kinds';
import { formText, page, paramReasons, type ScreenKit, type ScreenStatus } from './screen';

/**
 * Editing a venue's, organizer's, category's or tag's name and description through the API's own write
 * routes as the caller: its rights, its validation (reasons shown at their fields), and `If-Match` with the
 * version the form was opened on, so a save never silently overwrites someone else's.
 */

const kindOf = (c: Context<AppEnv>): RecordKind | null => {
  const kind = c.req.param('kind');
  return isRecordKind(kind) ? kind : null;
};

const fieldsOf = (kind: RecordKind, record: Record<string, unknown>): RecordFields => ({
  name: String(record[KINDS[kind].nameField] ?? ''),
  description: typeof record.description === 'string' ? record.description : '',
});

const sentFields = (c: Context<AppEnv>): RecordFields => ({
  name: formText(c.get('params').name) ?? '',
  description: formText(c.get('params').description) ?? '',
});

/** The API's body for these fields (the name under the kind's own field: `venue`, `organizer`, `name`). */
const bodyOf = (kind: RecordKind, fields: RecordFields) => ({
  [KINDS[kind].nameField]: fields.name,
  description: fields.description,
});

/** The API's reasons by the form's field names. */
function errorsOf(kind: RecordKind, body: unknown, status: number): Record<string, string> {
  const reasons = paramReasons(body);
  const nameField = KINDS[kind].nameField;
  const errors: Record<string, string> = {};
  for (const [param, reason] of Object.entries(reasons))
    errors[param === nameField ? 'name' : param] = reason;
  if (Object.keys(errors).length > 0) return errors;
  const message = (body as { message?: unknown } | null)?.message;
  return { name: typeof message === 'string' ? message : `HTTP ${status}` };
}

const statusOf = (status: number): ScreenStatus =>
  status === 400 || status === 404 || status === 409 ? status : status >= 500 ? 503 : 403;

const render = (c: Context<AppEnv>, view: EditorView, status: ScreenStatus = 200) =>
  page(c, <RecordEditorPage view={view} />, status);

export const newRecord = (kit: ScreenKit) => (c: Context<AppEnv>) => {
  const kind = kindOf(c);
  if (!kind) return page(c, <NotFoundPage frame={kit.frameOf(c)} />, 404);
  return render(c, {
    frame: kit.frameOf(c),
    kind,
    version: '',
    fields: { name: '', description: '' },
    errors: {},
  });
};

export const createRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  if (!kind) return page(c, <NotFoundPage frame={frame} />, 404);
  const fields = sentFields(c);
  const res = await callApi(c, 'POST', `/${kind}`, { body: bodyOf(kind, fields) });
  const body = (await res.json().catch(() => null)) as { id?: number } | null;
  if (res.status === 201 && body?.id) return c.redirect(`${frame.base}/${kind}/${body.id}?saved=1`, 303);
  return render(
    c,
    { frame, kind, version: '', fields, errors: errorsOf(kind, body, res.status) },
    statusOf(res.status),
  );
};

/** The record and its version as the API answers them, or null. */
async function readRecord(c: Context<AppEnv>, kind: RecordKind, id: string) {
  const res = await callApi(c, 'GET', `/${kind}/${id}`);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return { record: (await res.json()) as Record<string, unknown>, version: res.headers.get('etag') ?? '' };
}

export const editRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  const id = c.req.param('id');
  const read = kind && id ? await readRecord(c, kind, id) : null;
  if (!kind || !read) return page(c, <NotFoundPage frame={frame} />, 404);
  const view = {
    frame,
    kind,
    id: Number(id),
    version: read.version,
    fields: fieldsOf(kind, read.record),
    errors: {},
  };
  return render(c, { ...view, saved: c.req.query('saved') === '1' });
};

/**
 * Saves with `If-Match`: when someone saved first (412), the page shows their version and keeps the
 * caller's text in the fields, with the new version: saving again is a choice made knowing both.
 */
export const updateRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  const id = c.req.param('id');
  if (!kind || !id) return page(c, <NotFoundPage frame={frame} />, 404);
  const fields = sentFields(c);
  const version = formText(c.get('params').version) ?? '';
  const res = await callApi(c, 'PATCH', `/${kind}/${id}`, {
    body: bodyOf(kind, fields),
    ifMatch: version || undefined,
  });
  if (res.ok) {
    await res.body?.cancel();
    return c.redirect(`${frame.base}/${kind}/${id}?saved=1`, 303);
  }
  const body = await res.json().catch(() => null);
  const base = { frame, kind, id: Number(id), fields };
  if (res.status === 412) {
    const current = await readRecord(c, kind, id);
    if (!current) return page(c, <NotFoundPage frame={frame} />, 404);
    return render(
      c,
      { ...base, version: current.version, errors: {}, theirs: fieldsOf(kind, current.record) },
      409,
    );
  }
  if (res.status === 404 || res.status === 410) return page(c, <NotFoundPage frame={frame} />, 404);
  return render(c, { ...base, version, errors: errorsOf(kind, body, res.status) }, statusOf(res.status));
};
