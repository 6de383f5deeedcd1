import { eventListFields } from '../events/schemas';
import { z } from '../lib/zod';

/** `GET /events/{id}/occurrences`: the paging, date and status parameters of `GET /events`. */
export const occurrencesQuery = z.object({
  page: eventListFields.page,
  per_page: eventListFields.per_page,
  start_date: eventListFields.start_date,
  end_date: eventListFields.end_date,
  starts_before: eventListFields.starts_before,
  starts_after: eventListFields.starts_after,
  ends_before: eventListFields.ends_before,
  ends_after: eventListFields.ends_after,
  strict_dates: eventListFields.strict_dates,
  status: eventListFields.status,
  translation_language: eventListFields.translation_language,
});

/** `GET /events/{id}/revisions`: the page, newest first. */
export const revisionsQuery = z.object({
  page: eventListFields.page,
  per_page: eventListFields.per_page,
  translation_language: eventListFields.translation_language,
});

/** `GET /events/{id}/revisions/{revision}` and its restore take nothing but the language. */
export const revisionQuery = z.object({ translation_language: eventListFields.translation_language });
