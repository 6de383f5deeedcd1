import type * as responses from '../docs/webhook-responses';
import type { z } from '../lib/zod';
import type { webhookCreateBody, webhookUpdateBody } from '../webhooks/schemas';

/** A webhook endpoint as the API shows it (never its secret). */
export type Webhook = z.output<typeof responses.Webhook>;
/** An endpoint with its signing secret: only the answers of `create` and `rotateSecret` carry it. */
export type WebhookWithSecret = z.output<typeof responses.WebhookWithSecret>;
/** One message to one endpoint, with every attempt to deliver it. */
export type WebhookDelivery = z.output<typeof responses.WebhookDelivery>;
/** The body a receiver gets (verify its signature with the `standardwebhooks` package). */
export type WebhookPayload = z.output<typeof responses.WebhookPayload>;
export type WebhookCreate = z.input<typeof webhookCreateBody>;
export type WebhookUpdate = z.input<typeof webhookUpdateBody>;

export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  total: number;
  total_pages: number;
}

type Send = <T>(
  method: string,
  path: string,
  options?: { body?: unknown; query?: Record<string, unknown> },
) => Promise<T>;

/** The webhook routes (administrators only). */
export function webhooksApi(send: Send) {
  return {
    list: () => send<{ webhooks: Webhook[] }>('GET', '/webhooks').then((body) => body.webhooks),
    /** Pings the URL signed first; the answer shows the secret, once. */
    create: (body: WebhookCreate) => send<WebhookWithSecret>('POST', '/webhooks', { body }),
    get: (id: number) => send<Webhook>('GET', `/webhooks/${id}`),
    update: (id: number, body: WebhookUpdate) => send<Webhook>('PATCH', `/webhooks/${id}`, { body }),
    delete: (id: number) => send<{ deleted: true; previous: Webhook }>('DELETE', `/webhooks/${id}`),
    /** A new secret, shown once; the old one co-signs for 24 hours. */
    rotateSecret: (id: number) => send<WebhookWithSecret>('POST', `/webhooks/${id}/secret`),
    ping: (id: number) => send<WebhookDelivery>('POST', `/webhooks/${id}/ping`),
    deliveries: (id: number, query: { page?: number; per_page?: number } = {}) =>
      send<WebhookDeliveryPage>('GET', `/webhooks/${id}/deliveries`, { query }),
    redeliver: (id: number, deliveryId: number) =>
      send<WebhookDelivery>('POST', `/webhooks/${id}/deliveries/${deliveryId}/redeliver`),
  };
}

export type WebhooksApi = ReturnType<typeof webhooksApi>;
