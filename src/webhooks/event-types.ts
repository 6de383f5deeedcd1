import type { ChangeKind } from '../db/schema';

/** What each kind of record announces: posts can be trashed, terms cannot. */
const ACTIONS = {
  event: ['created', 'updated', 'trashed', 'deleted'],
  venue: ['created', 'updated', 'trashed', 'deleted'],
  organizer: ['created', 'updated', 'trashed', 'deleted'],
  category: ['created', 'updated', 'deleted'],
  tag: ['created', 'updated', 'deleted'],
  // Events sent in from outside (src/submissions): announced by their own writes, not the change log.
  submission: ['created', 'approved', 'rejected'],
} as const;

export type WebhookKind = keyof typeof ACTIONS;

export const WEBHOOK_KINDS = Object.keys(ACTIONS) as WebhookKind[];

/** Every event type an endpoint can subscribe to (`event.created` …). */
export const EVENT_TYPES: readonly string[] = WEBHOOK_KINDS.flatMap((kind) =>
  ACTIONS[kind].map((action) => `${kind}.${action}`),
);

/** Every pattern an endpoint may give: an event type, `{kind}.*` or `*`. */
export const EVENT_TYPE_PATTERNS: ReadonlySet<string> = new Set([
  '*',
  ...WEBHOOK_KINDS.map((kind) => `${kind}.*`),
  ...EVENT_TYPES,
]);

/** The kind of the change log (posts by kind, terms by taxonomy) as webhooks name it, and its collection. */
export const WEBHOOK_KIND_OF: Readonly<Record<ChangeKind, { kind: WebhookKind; collection: string }>> = {
  event: { kind: 'event', collection: 'events' },
  // A series' template is read, written and announced as an event (docs/series.md).
  series: { kind: 'event', collection: 'events' },
  venue: { kind: 'venue', collection: 'venues' },
  organizer: { kind: 'organizer', collection: 'organizers' },
  tribe_events_cat: { kind: 'category', collection: 'categories' },
  post_tag: { kind: 'tag', collection: 'tags' },
};

/** The ping sent on creation and by `POST /webhooks/{id}/ping`. */
export const PING_TYPE = 'webhook.ping';
