import { SUBMISSION_STATES } from '../db/schema';
import { z } from '../lib/zod';
import { EVENT_TYPE_PATTERNS, EVENT_TYPES, PING_TYPE, WEBHOOK_KINDS } from '../webhooks/event-types';

/** The response bodies of the webhook routes and the payload receivers get (docs/webhooks.md). */

const id = z.int().min(1);
const instant = z.iso.datetime();

export const Webhook = z.strictObject({
  id,
  url: z.url(),
  description: z.string(),
  event_types: z.array(z.enum([...EVENT_TYPE_PATTERNS] as [string, ...string[]])),
  enabled: z.boolean(),
  disabled_reason: z.enum(['gone', 'failing', 'manual']).nullable(),
  failing_since: instant.nullable(),
  previous_secret_expires: instant.nullable(),
  created: instant,
  modified: instant,
});

export const WebhookWithSecret = Webhook.extend({ secret: z.string().regex(/^whsec_[A-Za-z0-9+/]+=*$/) });

export const WebhookList = z.strictObject({ webhooks: z.array(Webhook) });

export const WebhookDeleted = z.strictObject({ deleted: z.literal(true), previous: Webhook });

export const WebhookPayload = z.strictObject({
  type: z.enum([PING_TYPE, ...EVENT_TYPES]),
  timestamp: instant,
  data: z.union([
    z.strictObject({
      kind: z.enum(WEBHOOK_KINDS.filter((kind) => kind !== 'submission')),
      id,
      seq: id,
      rest_url: z.url(),
    }),
    // A submission's (docs/submissions.md): its event and state, never who sent it.
    z.strictObject({
      kind: z.literal('submission'),
      id,
      event_id: id.nullable(),
      state: z.enum(SUBMISSION_STATES),
      rest_url: z.url(),
    }),
    z.strictObject({}),
  ]),
});

export const WebhookAttempt = z.strictObject({
  at: instant,
  response_status: z.int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.int().min(0),
});

export const WebhookDelivery = z.strictObject({
  id,
  message_id: z.string(),
  type: z.string(),
  seq: id.nullable(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.array(WebhookAttempt),
  created: instant,
  payload: WebhookPayload,
});

export const WebhookDeliveryList = z.strictObject({
  deliveries: z.array(WebhookDelivery),
  total: z.int().min(0),
  total_pages: z.int().min(0),
});

export const WEBHOOK_RESPONSE_SCHEMAS = {
  Webhook,
  WebhookWithSecret,
  WebhookList,
  WebhookDeleted,
  WebhookPayload,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryList,
} as const;
