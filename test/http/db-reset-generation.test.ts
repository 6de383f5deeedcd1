import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshGenerationSql } from '../../scripts/lib/generation.mjs';
import { forgetGeneration } from '../../src/cache/generation';
import { forgetAll } from '../../src/cache/memory';
import { BUMP_GENERATION } from '../../tooling/sql.mjs';
import { callOnce, createEvent, createUser, json } from '../helpers';

/**
 * `npm run db:reset` (and `db:seed -- --force`) replace the content under a running server whose
 * caches outlive them (the Cache API is kept in .wrangler/state). Here the reset is simulated as D1
 * sees it: new content, and the counters as fresh migrations leave them (generation 1, protection 0).
 */

let admin: { key: string };
beforeAll(async () => {
  admin = await createUser('administrator');
});

/** What a reset leaves: other content (here, the title), and the counters of fresh migrations. */
async function resetContent(eventId: number, title: string) {
  await env.DB.batch([
    env.DB.prepare('UPDATE post_texts SET title = ? WHERE post_id = ?').bind(title, eventId),
    env.DB.prepare("UPDATE counters SET value = 1 WHERE name = 'generation'"),
    env.DB.prepare("UPDATE counters SET value = 0 WHERE name = 'protected_generation'"),
  ]);
}

/** The statements of a SQL text, one by one. */
const statements = (sql: string) =>
  sql
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => env.DB.prepare(line));

/** A restarted server: nothing in the isolate, the Cache API as it was. */
function restart() {
  forgetAll();
  forgetGeneration();
}

describe('after db:reset or a forced seed, nothing cached from before answers', () => {
  it('a generation that starts again from 1 lets old entries answer as current (the trap)', async () => {
    const event = await createEvent(admin.key, {
      title: 'Before the reset (trap)',
      start_date: '2035-01-10 20:00',
      end_date: '2035-01-10 22:00',
    });
    const url = `/events/${event.id}`;
    expect((await json(await callOnce(url))).title).toBe('Before the reset (trap)');
    await resetContent(event.id, 'After the reset (trap)');
    // The old seed's last statement: one bump from the fresh migrations' 1.
    await env.DB.batch(statements(BUMP_GENERATION));
    restart();
    const ghost = await callOnce(url);
    expect(ghost.headers.get('x-cache')).toBe('HIT');
    expect((await json(ghost)).title).toBe('Before the reset (trap)');
  });

  it('the generation jumps past every value before and protects itself: MISS, the new content', async () => {
    const event = await createEvent(admin.key, {
      title: 'Before the reset',
      start_date: '2035-01-11 20:00',
      end_date: '2035-01-11 22:00',
    });
    const urls = [`/events/${event.id}`, '/events?start_date=2035-01-11&end_date=2035-01-12'];
    for (const url of urls) expect(await (await callOnce(url)).text()).toContain('Before the reset');
    const { value: before } = (await env.DB.prepare(
      "SELECT value FROM counters WHERE name = 'generation'",
    ).first<{ value: number }>())!;
    await resetContent(event.id, 'After the reset');
    await env.DB.batch(statements(freshGenerationSql({ floor: before })));
    const counters = await env.DB.prepare(
      "SELECT name, value FROM counters WHERE name IN ('generation', 'protected_generation') ORDER BY name",
    ).all<{ name: string; value: number }>();
    const [generation, protectedFrom] = counters.results.map((r) => r.value);
    expect(generation).toBeGreaterThan(before);
    expect(protectedFrom).toBe(generation);
    for (const when of ['in the running isolate, once it reads the generation', 'after a restart']) {
      if (when === 'after a restart') restart();
      else forgetGeneration();
      for (const url of urls) {
        const res = await callOnce(url);
        expect(res.headers.get('x-cache'), `${when}: ${url}`).not.toBe('STALE');
        const body = await res.text();
        expect(body, `${when}: ${url}`).toContain('After the reset');
        expect(body, `${when}: ${url}`).not.toContain('Before the reset');
      }
    }
  });

  it('jumps past the clock too, and past a previous value above it', () => {
    expect(freshGenerationSql({ now: 1_800_000_000_000, floor: 5 })).toContain(
      'max(value + 1, 1800000000000)',
    );
    expect(freshGenerationSql({ now: 1_800_000_000_000, floor: 1_900_000_000_000 })).toContain(
      'max(value + 1, 1900000000001)',
    );
  });
});
