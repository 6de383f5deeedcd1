import { documentedAs } from '../http/documented';
import { booleanParam, listOf, MAX_LIST_ITEMS, positiveInt } from '../http/schemas';
import { z } from '../lib/zod';
import { EVENT_TYPE_PATTERNS } from './event-types';

const patternList = [...EVENT_TYPE_PATTERNS].join(', ');

/** Event-type patterns: at least one, each known (`event.created`, `event.*`, `*` …), duplicates dropped. */
const EVENT_TYPE_SCHEMA = { type: 'string', enum: [...EVENT_TYPE_PATTERNS] };
const eventTypes = documentedAs(
  listOf(
    z.enum([...EVENT_TYPE_PATTERNS] as [string, ...string[]], {
      message: `Each must be one of ${patternList}.`,
    }),
    EVENT_TYPE_SCHEMA,
  )
    .refine((list) => list.length > 0, { message: 'At least one event type.' })
    .transform((list) => [...new Set(list)]),
  {
    anyOf: [
      EVENT_TYPE_SCHEMA,
      { type: 'array', items: EVENT_TYPE_SCHEMA, minItems: 1, maxItems: MAX_LIST_ITEMS },
    ],
  },
);

/** Blank is refused here; where a URL may point (https, no private hosts…) is checked by the routes. */
const url = documentedAs(
  z
    .string({ message: 'Must be an https URL.' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Must be an https URL.')),
  { type: 'string', minLength: 1, pattern: '\\S' },
);

const description = z.string({ message: 'Must be a text.' }).max(500, 'At most 500 characters.');

/** `POST /webhooks`. */
export const webhookCreateBody = z.object({
  url,
  event_types: eventTypes,
  description: description.default(''),
});

/** `PATCH /webhooks/{id}`: the fields given change; `enabled: true` turns a disabled endpoint back on. */
export const webhookUpdateBody = z.object({
  url: url.optional(),
  event_types: eventTypes.optional(),
  description: description.optional(),
  enabled: booleanParam.optional(),
});

/** `GET /webhooks` and the routes of one endpoint take no parameters. */
export const webhookReadQuery = z.object({});

export const DELIVERIES_MAX_PER_PAGE = 100;

/** `GET /webhooks/{id}/deliveries`: newest first. */
export const deliveriesQuery = z.object({
  page: positiveInt().default(1),
  per_page: documentedAs(
    positiveInt().refine((n) => n <= DELIVERIES_MAX_PER_PAGE, {
      message: `At most ${DELIVERIES_MAX_PER_PAGE}.`,
    }),
    { type: 'integer', minimum: 1, maximum: DELIVERIES_MAX_PER_PAGE },
  ).default(20),
});
