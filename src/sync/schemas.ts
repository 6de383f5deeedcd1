import type { ChangeKind } from '../db/schema';
import { documentedAs } from '../http/documented';
import { invalidParams } from '../http/errors';
import { languageParam, listOf } from '../http/schemas';
import { MAX_TOKEN_LENGTH } from '../lib/sync-token';
import { z } from '../lib/zod';

/** The record types of the change feed, in the order tokens and canonical URLs list them. */
export const CHANGE_TYPES = ['event', 'venue', 'organizer', 'category', 'tag'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Where each type's changes are logged: posts by their kind, terms by their taxonomy. */
export const KIND_OF_TYPE: Readonly<Record<ChangeType, ChangeKind>> = {
  event: 'event',
  venue: 'venue',
  organizer: 'organizer',
  category: 'tribe_events_cat',
  tag: 'post_tag',
};

export const TYPE_OF_KIND = Object.fromEntries(
  Object.entries(KIND_OF_TYPE).map(([type, kind]) => [kind, type]),
) as Readonly<Record<ChangeKind, ChangeType>>;

export const FEED_DEFAULT_PER_PAGE = 50;
export const FEED_MAX_PER_PAGE = 100;

/** 1 to 100: out of range is an error here (a page size a client asked for and did not get would mislead it). */
const perPage = documentedAs(
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = String(value).trim();
    const n = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!(n >= 1 && n <= FEED_MAX_PER_PAGE)) {
      ctx.addIssue({ code: 'custom', message: `Must be an integer from 1 to ${FEED_MAX_PER_PAGE}.` });
      return z.NEVER;
    }
    return n;
  }),
  { type: 'integer', minimum: 1, maximum: FEED_MAX_PER_PAGE },
);

/** `GET /changes`. */
export const changesQuery = z.object({
  sync_token: z.string().max(MAX_TOKEN_LENGTH, 'Not a sync token of this API.').optional(),
  types: listOf(z.enum(CHANGE_TYPES, { message: `Must be a list of ${CHANGE_TYPES.join(', ')}.` }), {
    type: 'string',
    enum: [...CHANGE_TYPES],
  }).optional(),
  per_page: perPage.default(FEED_DEFAULT_PER_PAGE),
  include: z.enum(['data', 'ids'], { message: 'Must be data or ids.' }).default('data'),
  translation_language: languageParam.optional(),
});
export type ChangesQuery = z.output<typeof changesQuery>;

/**
 * The filters of the lists, which the feed does not take: it returns every change of the types asked
 * for, in order, and a client that filtered it could never tell a record leaving its filter from one
 * that was deleted. Offsets (`page`) have no meaning in a log either.
 */
const LIST_FILTERS = [
  'page',
  'start_date',
  'end_date',
  'starts_before',
  'starts_after',
  'ends_before',
  'ends_after',
  'strict_dates',
  'modified_after',
  'modified_before',
  'search',
  'categories',
  'tags',
  'venue',
  'organizer',
  'featured',
  'ticketed',
  'status',
  'geoloc',
  'geoloc_lat',
  'geoloc_lng',
  'geoloc_radius',
  'post_parent',
  'event',
  'post',
  'has_events',
  'only_with_upcoming',
  'hide_empty',
  'parent',
  'slug',
  'exclude',
  'order',
  'orderby',
];

export function refuseListFilters(params: Record<string, unknown>): void {
  const sent = LIST_FILTERS.filter((name) => params[name] !== undefined);
  if (sent.length > 0) {
    throw invalidParams(
      Object.fromEntries(
        sent.map((name) => [
          name,
          'The change feed cannot be filtered: it returns every change of the types asked for.',
        ]),
      ),
    );
  }
}
