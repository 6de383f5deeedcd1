import { eventListQuery } from '../events/schemas';
import { booleanParam, positiveInt } from '../http/schemas';

/** A feed holds this many events unless `per_page` says otherwise, and never more than the maximum. */
export const FEED_DEFAULT_PER_PAGE = 200;
export const FEED_MAX_PER_PAGE = 500;
/** Without date parameters a feed starts this many days back, so subscribers keep the recent past. */
export const FEED_PAST_DAYS = 30;

/** `GET /events.ics`: the filters of `GET /events`, with pages of up to 500 events. */
export const eventFeedQuery = eventListQuery.safeExtend({
  per_page: positiveInt()
    .default(FEED_DEFAULT_PER_PAGE)
    .transform((n) => Math.min(n, FEED_MAX_PER_PAGE)),
  /** One VEVENT per occurrence instead of one per series (for clients without RRULE). */
  expand: booleanParam.default(false),
});
