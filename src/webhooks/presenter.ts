import type { DeliveryRow, EndpointRow } from './store';

/** `YYYY-MM-DD HH:MM:SS` (UTC) as RFC 3339. */
const iso = (utc: string | null) => (utc === null ? null : `${utc.replace(' ', 'T')}Z`);

/** An endpoint as the API shows it: never its secret (shown once, when created or rotated). */
export function presentEndpoint(row: EndpointRow, nowUtc: string) {
  const rotating = row.previous_secret_expires_utc !== null && row.previous_secret_expires_utc > nowUtc;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: JSON.parse(row.event_types) as string[],
    enabled: Boolean(row.enabled),
    disabled_reason: row.disabled_reason,
    failing_since: iso(row.failing_since_utc),
    previous_secret_expires: rotating ? iso(row.previous_secret_expires_utc) : null,
    created: iso(row.created_utc),
    modified: iso(row.modified_utc),
  };
}

interface AttemptJson {
  attempted_utc: string;
  status: number | null;
  error: string | null;
  duration_ms: number;
}

export function presentDelivery(row: DeliveryRow) {
  const attempts = JSON.parse(row.responses) as AttemptJson[];
  return {
    id: row.id,
    message_id: row.message_id,
    type: row.type,
    seq: row.seq,
    status: row.status,
    attempts: attempts.map((a) => ({
      at: iso(a.attempted_utc),
      response_status: a.status,
      error: a.error,
      duration_ms: a.duration_ms,
    })),
    created: iso(row.created_utc),
    payload: JSON.parse(row.payload) as unknown,
  };
}
