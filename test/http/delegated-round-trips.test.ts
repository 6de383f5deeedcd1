import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASE,
  bearer,
  call,
  callOnce,
  createEvent,
  createUser,
  hookedBatches,
  roundTripsOf,
} from '../helpers';

/**
 * The editors' app reads and writes through the API's routes (src/admin/through-api.ts): a screen's
 * `Server-Timing` counts the D1 round trips of those requests too, as a reader far from the database pays
 * them; and `BENCH_D1_DELAY_MS` makes each round trip that far, locally only (docs/performance.md#round-trips).
 */

let editor: { id: number; key: string };
let eventId: number;

beforeAll(async () => {
  editor = await createUser('editor');
  eventId = (
    (await createEvent(editor.key, {
      title: 'Ronda',
      start_date: '2031-05-05 10:00:00',
      end_date: '2031-05-05 11:00:00',
    })) as { id: number }
  ).id;
});

describe('round trips', () => {
  it("of an editor's screen include those of the API requests it made: every batch D1 ran is counted", async () => {
    const hooked = hookedBatches((_n, run) => run());
    const screen = await callOnce(
      `${BASE}/admin/events/${eventId}`,
      { headers: bearer(editor.key) },
      { DB: hooked.db },
    );
    expect(screen.status).toBe(200);
    await screen.text();
    // The key's lookup (one statement, not a batch) and every batch D1 ran for the screen and its API reads.
    expect(roundTripsOf(screen)).toBe(hooked.batches() + 1);
    const api = await call(`/site/events/v1/events/${eventId}`, { headers: bearer(editor.key) });
    await api.text();
    expect(roundTripsOf(screen)).toBeGreaterThanOrEqual(roundTripsOf(api));
  });

  it('of the API requests the app makes are their own reads: the caller is not looked up again', async () => {
    // Each API read looked the key up again once (16 round trips in all); then each was its own round trip
    // (9); now the key's lookup and one joint batch of every read (test/http/screen-round-trips.test.ts).
    const screen = await call(`${BASE}/admin/events/${eventId}`, { headers: bearer(editor.key) });
    expect(screen.status).toBe(200);
    expect(roundTripsOf(screen)).toBe(2);
  });

  it('wait BENCH_D1_DELAY_MS each, locally only', async () => {
    const timed = async (bindings: Record<string, string>) => {
      const started = performance.now();
      const res = await call(`/events/${eventId}`, { headers: bearer(editor.key) }, bindings);
      await res.text();
      return { ms: performance.now() - started, trips: roundTripsOf(res) };
    };
    const local = await timed({ TRUST_EDGE_HEADERS: 'false', BENCH_D1_DELAY_MS: '60' });
    expect(local.ms).toBeGreaterThanOrEqual(60 * local.trips);
    const deployed = await timed({ TRUST_EDGE_HEADERS: 'true', BENCH_D1_DELAY_MS: '60' });
    expect(deployed.ms).toBeLessThan(60);
  });
});
