import type { OutgoingFailure } from '../outgoing/fetch';

/**
 * What went wrong in a run, as its history keeps it (docs/sources.md#errors): the English `message` the API
 * has always given, and beside it a `code` with its `params`, from which the editors' app words it in the
 * reader's language; `detail` is what another party said (the API's TEC message, the reader's, the network's),
 * kept in its own words.
 */

export const RUN_ERROR_CODES = [
  'refused',
  'status',
  'too_big',
  'timeout',
  'redirects',
  'network',
  'too_many_pages',
  'too_many_bytes',
  'too_many_events',
  'not_conditional',
  'unreadable',
  'event_refused',
  'trash_refused',
  'image_not_copied',
  'images_over_budget',
  'service_error',
  'queue_refused',
  'died',
] as const;

export type RunErrorCode = (typeof RUN_ERROR_CODES)[number];

export type RunErrorParams = Partial<Record<'url' | 'title' | 'limit' | 'status' | 'event', string | number>>;

export interface RunError {
  uid?: string;
  message: string;
  code?: RunErrorCode;
  params?: RunErrorParams;
  detail?: string;
}

const OF_KIND = {
  refused: 'refused',
  status: 'status',
  'too-big': 'too_big',
  timeout: 'timeout',
  redirects: 'redirects',
  network: 'network',
} as const;

export const runError = (
  code: RunErrorCode,
  message: string,
  params: RunErrorParams = {},
  extra: { uid?: string; detail?: string } = {},
): RunError => ({
  ...(extra.uid === undefined ? {} : { uid: extra.uid }),
  message,
  code,
  params,
  ...(extra.detail === undefined ? {} : { detail: extra.detail }),
});

/** An outgoing request's failure (the source's page, an image) as a run's error. */
export function failureError(failure: OutgoingFailure): RunError {
  const { url, limit, reason } = failure.facts;
  return runError(
    OF_KIND[failure.kind],
    failure.message,
    {
      ...(url === undefined ? {} : { url }),
      ...(limit === undefined ? {} : { limit }),
      ...(failure.status === undefined ? {} : { status: failure.status }),
    },
    reason === undefined ? {} : { detail: reason },
  );
}
