import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser } from '../helpers';

/**
 * The editors' app reads and writes through the API's routes (src/admin/through-api.ts): a screen's
 * `Server-Timing` counts the D1 round trips of those requests too, as a reader far from the database pays
 * them; and `BENCH_D1_DELAY_MS` makes each round trip that far, locally only (docs/performance.md#round-trips).
 */

let editor: { id: number; key: string };
let eventId: number;

const tripsOf = (res: Response) =>
  Number(/desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);

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
  it("of an editor's screen include those of the API requests it made", async () => {
    const screen = await call(`${BASE}/admin/events/${eventId}`, { headers: bearer(editor.key) });
    expect(screen.status).toBe(200);
    const api = await call(`/site/events/v1/events/${eventId}`, { headers: bearer(editor.key) });
    await api.text();
    expect(tripsOf(screen)).toBeGreaterThan(tripsOf(api));
  });

  it('wait BENCH_D1_DELAY_MS each, locally only', async () => {
    const timed = async (bindings: Record<string, string>) => {
      const started = performance.now();
      const res = await call(`/events/${eventId}`, { headers: bearer(editor.key) }, bindings);
      await res.text();
      return { ms: performance.now() - started, trips: tripsOf(res) };
    };
    const local = await timed({ TRUST_EDGE_HEADERS: 'false', BENCH_D1_DELAY_MS: '60' });
    expect(local.ms).toBeGreaterThanOrEqual(60 * local.trips);
    const deployed = await timed({ TRUST_EDGE_HEADERS: 'true', BENCH_D1_DELAY_MS: '60' });
    expect(deployed.ms).toBeLessThan(60);
  });
});
