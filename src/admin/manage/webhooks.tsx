import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { NotFoundPage } from '../not-found';
import { apiMessage, callApi } from '../through-api';
import { formText, page, paramReasons, type ScreenKit, screenStatusOf } from './screen';
import { type Delivery, type Endpoint, WebhookPage, WebhooksPage, type WebhookView } from './webhooks-page';

/**
 * The webhooks screens (administrators): everything through the API's `/webhooks` routes as the caller, so
 * its URL rules, its ping before storing, its secrets (shown once) and its limits are the API's.
 */

const DELIVERIES_PER_PAGE = 20;

const statusOf = screenStatusOf;

async function endpoints(c: Context<AppEnv>): Promise<Endpoint[]> {
  const res = await callApi(c, 'GET', '/webhooks');
  if (!res.ok) throw new Error(`GET /webhooks answered ${res.status}`);
  return ((await res.json()) as { webhooks: Endpoint[] }).webhooks;
}

export const listWebhooks = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const deleted = c.req.query('deleted');
  const view = {
    frame: kit.frameOf(c),
    endpoints: await endpoints(c),
    errors: {},
    deleted: deleted && /^\d{1,15}$/.test(deleted) ? Number(deleted) : undefined,
  };
  return page(c, <WebhooksPage view={view} />);
};

const list = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

/** Adds an endpoint (the API pings it first); its secret is shown in this answer only. */
export const addWebhook = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const params = c.get('params');
  const form = {
    url: (formText(params.url) ?? '').trim(),
    description: formText(params.description) ?? '',
    event_types: list(params.event_types),
  };
  const res = await callApi(c, 'POST', '/webhooks', { body: form });
  const body = (await res.json().catch(() => null)) as
    | (Endpoint & { secret?: string; message?: string })
    | null;
  if (res.status === 201 && body?.secret) {
    return page(
      c,
      <WebhookPage
        view={{ frame, endpoint: body, deliveries: await deliveries(c, body.id), secret: body.secret }}
      />,
    );
  }
  const reasons = paramReasons(body);
  const errors =
    Object.keys(reasons).length > 0 ? reasons : { url: apiMessage(body) ?? `HTTP ${res.status}` };
  return page(
    c,
    <WebhooksPage view={{ frame, endpoints: await endpoints(c), form, errors }} />,
    statusOf(res.status),
  );
};

async function deliveries(c: Context<AppEnv>, id: number): Promise<Delivery[]> {
  const res = await callApi(c, 'GET', `/webhooks/${id}/deliveries?per_page=${DELIVERIES_PER_PAGE}`);
  if (!res.ok) {
    await res.body?.cancel();
    return [];
  }
  return ((await res.json()) as { deliveries: Delivery[] }).deliveries;
}

async function webhookPage(
  c: Context<AppEnv>,
  kit: ScreenKit,
  extra: Partial<Pick<WebhookView, 'secret' | 'notice' | 'refused'>> = {},
) {
  const frame = kit.frameOf(c);
  const id = c.req.param('id');
  const res = await callApi(c, 'GET', `/webhooks/${id}`);
  if (!res.ok) {
    await res.body?.cancel();
    return page(c, <NotFoundPage frame={frame} />, 404);
  }
  const endpoint = (await res.json()) as Endpoint;
  const view = { frame, endpoint, deliveries: await deliveries(c, endpoint.id), ...extra };
  return page(c, <WebhookPage view={view} />, extra.refused ? statusOf(extra.refused.status) : 200);
}

const NOTICES = ['pinged', 'redelivered'] as const;

export const showWebhook = (kit: ScreenKit) => (c: Context<AppEnv>) =>
  webhookPage(c, kit, { notice: NOTICES.find((n) => n === c.req.query('done')) });

/** A write through the API, then back to the endpoint's page saying what was done, or why not. */
async function write(c: Context<AppEnv>, kit: ScreenKit, method: string, path: string, done: string) {
  const res = await callApi(c, method, path);
  const body = (await res.json().catch(() => null)) as { message?: unknown; secret?: string } | null;
  if (!res.ok) {
    const message = apiMessage(body) ?? '';
    return webhookPage(c, kit, { refused: { status: res.status, message } });
  }
  if (body?.secret) return webhookPage(c, kit, { secret: body.secret });
  const base = `${kit.frameOf(c).base}/webhooks`;
  const id = c.req.param('id');
  return c.redirect(done === 'deleted' ? `${base}?deleted=${id}` : `${base}/${id}?done=${done}`, 303);
}

export const pingWebhook = (kit: ScreenKit) => (c: Context<AppEnv>) =>
  write(c, kit, 'POST', `/webhooks/${c.req.param('id')}/ping`, 'pinged');
export const rotateWebhookSecret = (kit: ScreenKit) => (c: Context<AppEnv>) =>
  write(c, kit, 'POST', `/webhooks/${c.req.param('id')}/secret`, 'rotated');
export const deleteWebhook = (kit: ScreenKit) => (c: Context<AppEnv>) =>
  write(c, kit, 'DELETE', `/webhooks/${c.req.param('id')}`, 'deleted');
export const redeliverWebhook = (kit: ScreenKit) => (c: Context<AppEnv>) =>
  write(
    c,
    kit,
    'POST',
    `/webhooks/${c.req.param('id')}/deliveries/${c.req.param('delivery')}/redeliver`,
    'redelivered',
  );
