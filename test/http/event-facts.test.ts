import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import recorded from '../fixtures/tec/event-facts/status-and-colours.json';
import { bearer, call, callOnce, createEvent, createUser, json, LOCKED_IN_LISTS, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let editor: { id: number; key: string };
let author: { id: number; key: string };
let subscriber: { id: number; key: string };

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  subscriber = await createUser('subscriber');
});

afterEach(() => {
  vi.useRealTimers();
});

const WHEN = { start_date: '2031-05-10 20:00', end_date: '2031-05-10 22:00', timezone: 'Europe/Madrid' };

/** The keys of the facts, in their order, after TEC's keys and ours. */
const FACT_KEYS = [
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'accessibility',
  'accessibility_note',
];

const DEFAULTS = {
  event_status: 'scheduled',
  event_status_reason: '',
  previous_start_date: null,
  attendance_mode: 'offline',
  online_url: null,
  online_url_visible_before: null,
  event_languages: [],
  accessibility: [],
  accessibility_note: '',
};

const pick = (event: Json) => Object.fromEntries(FACT_KEYS.map((key) => [key, event[key]]));

describe('the facts as event fields', () => {
  it('every event carries them after TEC’s keys and ours, before lang and translations', async () => {
    const event: Json = await createEvent(editor.key, { title: 'Plain', ...WHEN });
    const keys = Object.keys(event);
    const tecKeys = Object.keys(recorded.cancelled_event).filter((key) => key !== 'json_ld');
    expect(keys.slice(0, tecKeys.length)).toEqual(tecKeys);
    expect(keys.slice(-FACT_KEYS.length - 2)).toEqual([...FACT_KEYS, 'lang', 'translations']);
    expect(keys.indexOf('recurring')).toBeLessThan(keys.indexOf('event_status'));
    expect(pick(event)).toEqual(DEFAULTS);
  });

  it('are written, read back in every door of the record, and each language keeps its texts', async () => {
    const created: Json = await createEvent(editor.key, {
      title: 'Antzerkia',
      ...WHEN,
      event_status: 'canceled',
      event_status_reason: 'La actriz está enferma.',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example.org/antzerkia',
      event_languages: 'EU, es-es',
      accessibility: ['induction_loop', 'step_free_access', 'induction_loop'],
      accessibility_note: 'Entrada por la calle Mayor.',
      translations: { eu: { event_status_reason: 'Aktorea gaixorik dago.' } },
    });
    expect(pick(created)).toEqual({
      event_status: 'cancelled',
      event_status_reason: 'La actriz está enferma.',
      previous_start_date: null,
      attendance_mode: 'mixed',
      online_url: 'https://stream.example.org/antzerkia',
      online_url_visible_before: null,
      event_languages: ['eu', 'es-ES'],
      accessibility: ['step_free_access', 'induction_loop'],
      accessibility_note: 'Entrada por la calle Mayor.',
    });
    const basque: Json = await json(await call(`/eu/site/events/v1/events/${created.id}`));
    expect(basque.event_status_reason).toBe('Aktorea gaixorik dago.');
    // No Basque note: the default language's.
    expect(basque.accessibility_note).toBe('Entrada por la calle Mayor.');
    const list: Json = await json(await call(`/events?include=${created.id}`));
    expect(pick(list.events[0])).toEqual(pick(created));

    // A partial update changes what it sends; "" removes one language's text, keeping the others.
    const updated: Json = await json(
      await send(
        'PATCH',
        `/eu/site/events/v1/events/${created.id}`,
        { event_status_reason: '', accessibility: [], online_url: '' },
        editor.key,
      ),
    );
    expect(updated.event_status_reason).toBe('La actriz está enferma.');
    expect(updated.accessibility).toEqual([]);
    expect(updated.online_url).toBeNull();
    expect(updated.attendance_mode).toBe('mixed');
    const row = await env.DB.prepare(
      'SELECT event_status_reason, event_language_keys FROM posts WHERE id = ?',
    )
      .bind(created.id)
      .first<{ event_status_reason: string; event_language_keys: string }>();
    expect(JSON.parse(row!.event_status_reason)).toEqual({ es: 'La actriz está enferma.' });
    expect(row!.event_language_keys).toBe(',eu,es,es-es,');
  });

  it.each([
    ['event_status', 'canceled-ish'],
    ['attendance_mode', 'virtual'],
    ['online_url', 'ftp://example.org/x'],
    ['online_url_visible_before', -5],
    ['online_url_visible_before', 600_000],
    ['online_url_visible_before', '15 min'],
    ['event_languages', 'Basque'],
    ['event_languages', 'en--US'],
    ['event_languages', Array.from({ length: 11 }, (_, i) => `x-l${i}`)],
    ['event_languages', `${'ab-'.repeat(40)}cd`],
    ['accessibility', 'ramp'],
    ['accessibility', [1]],
    ['event_status_reason', 'x'.repeat(1001)],
    ['accessibility_note', 'x'.repeat(2001)],
    ['previous_start_date', 'last Tuesday'],
  ])('refuses %s = %j with 400 naming it, writing nothing', async (name, value) => {
    const before: Json = await json(await call('/events?search=Refused&start_date=2000-01-01'));
    const res = await send('POST', '/events', { title: 'Refused', ...WHEN, [name]: value }, editor.key);
    const body: Json = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual([name]);
    const after: Json = await json(await call('/events?search=Refused&start_date=2000-01-01'));
    expect(after.total).toBe(before.total);
  });

  it('a password-protected event listed without its password blanks the facts that describe it, not its status', async () => {
    const { id }: Json = await createEvent(editor.key, {
      title: 'Locked facts',
      ...WHEN,
      event_status: 'postponed',
      event_status_reason: 'Storm.',
      attendance_mode: 'online',
      online_url: 'https://stream.example.org/locked',
      online_url_visible_before: 10,
      event_languages: ['gl'],
      accessibility: ['quiet_room'],
      accessibility_note: 'Quiet.',
    });
    await send('PATCH', `/events/${id}`, { password: 'secret' }, editor.key);
    const listed: Json = (await json(await call(`/events?include=${id}`))).events[0];
    for (const [key, value] of Object.entries(LOCKED_IN_LISTS)) expect(listed[key]).toEqual(value);
    expect(pick(listed)).toEqual({
      event_status: 'postponed',
      event_status_reason: 'Storm.',
      previous_start_date: null,
      attendance_mode: null,
      online_url: null,
      online_url_visible_before: null,
      event_languages: [],
      accessibility: [],
      accessibility_note: '',
    });
    // Its password shows them (the address only from its time: not yet).
    const unlocked: Json = await json(await call(`/events/${id}?password=secret`));
    expect(unlocked.event_languages).toEqual(['gl']);
    expect(unlocked.online_url).toBeNull();
    expect(unlocked.online_url_visible_before).toBe(10);
  });
});

describe('whether it is still on, and the start it had', () => {
  it('moving a rescheduled or postponed event keeps the start it had; scheduled again removes it', async () => {
    const { id }: Json = await createEvent(editor.key, { title: 'Moved', ...WHEN });
    const moved: Json = await json(
      await send(
        'PATCH',
        `/events/${id}`,
        { event_status: 'rescheduled', start_date: '2031-05-17 20:00', end_date: '2031-05-17 22:00' },
        editor.key,
      ),
    );
    expect(moved.previous_start_date).toBe('2031-05-10 20:00:00');
    // Moved again: the first announced start is kept.
    const again: Json = await json(
      await send(
        'PATCH',
        `/events/${id}`,
        { start_date: '2031-05-24 20:00', end_date: '2031-05-24 22:00' },
        editor.key,
      ),
    );
    expect(again.previous_start_date).toBe('2031-05-10 20:00:00');
    // A write may name it.
    const named: Json = await json(
      await send('PATCH', `/events/${id}`, { previous_start_date: '2031-05-03 19:30' }, editor.key),
    );
    expect(named.previous_start_date).toBe('2031-05-03 19:30:00');
    const scheduled: Json = await json(
      await send('PATCH', `/events/${id}`, { event_status: 'scheduled' }, editor.key),
    );
    expect(scheduled.previous_start_date).toBeNull();
    // A scheduled event that moves keeps nothing.
    const plain: Json = await json(
      await send(
        'PATCH',
        `/events/${id}`,
        { start_date: '2031-06-01 20:00', end_date: '2031-06-01 22:00' },
        editor.key,
      ),
    );
    expect(plain.previous_start_date).toBeNull();
  });

  it('lists keep showing cancelled events', async () => {
    const { id }: Json = await createEvent(editor.key, {
      title: 'Still listed',
      ...WHEN,
      event_status: 'cancelled',
    });
    const list: Json = await json(
      await call('/events?start_date=2031-05-10&end_date=2031-05-10&per_page=50'),
    );
    expect(list.events.map((e: Json) => e.id)).toContain(id);
  });

  it('a change of a fact is a change of the event: a new version, in the change feed', async () => {
    const { id }: Json = await createEvent(editor.key, { title: 'Versioned', ...WHEN });
    const first = await call(`/events/${id}`);
    const head: Json = await json(await call('/changes?types=event', { headers: bearer(editor.key) }));
    await send('PATCH', `/events/${id}`, { event_status: 'cancelled' }, editor.key);
    const second = await call(`/events/${id}`);
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const changes: Json = await json(
      await call(`/changes?types=event&sync_token=${head.next_sync_token}`, { headers: bearer(editor.key) }),
    );
    const change = changes.changes.find((c: Json) => c.id === id);
    expect(change.data.event_status).toBe('cancelled');
  });
});

describe('the online address, from the time the editor chose', () => {
  const start = Date.UTC(2031, 6, 1, 18, 0); // 2031-07-01 20:00 in Madrid

  it('is null for readers before it, shown from then on, and always to those who may edit the event', async () => {
    const { id }: Json = await createEvent(editor.key, {
      title: 'Streamed',
      start_date: '2031-07-01 20:00',
      end_date: '2031-07-01 22:00',
      timezone: 'Europe/Madrid',
      attendance_mode: 'online',
      online_url: 'https://stream.example.org/live',
      online_url_visible_before: 30,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 31 * 60_000);
    const early: Json = await json(await call(`/events/${id}`));
    expect(early.online_url).toBeNull();
    expect(early.online_url_visible_before).toBe(30);
    expect(
      (await json(await call(`/events/${id}`, { headers: bearer(subscriber.key) }))).online_url,
    ).toBeNull();
    expect((await json(await call(`/events/${id}`, { headers: bearer(editor.key) }))).online_url).toBe(
      'https://stream.example.org/live',
    );
    const listEarly: Json = await json(await call(`/events?include=${id}`));
    expect(listEarly.events[0].online_url).toBeNull();

    // The cached answers say so and don't outlive the moment: a minute later the address is there.
    const cachedEarly = await callOnce(`/events/${id}`);
    expect(cachedEarly.headers.get('x-cache')).toBe('HIT');
    expect(cachedEarly.headers.get('cache-control')).toMatch(/max-age=5\b/);
    vi.setSystemTime(start - 30 * 60_000 - 2_000);
    expect((await callOnce(`/events/${id}`)).headers.get('cache-control')).toMatch(/max-age=2\b/);
    vi.setSystemTime(start - 30 * 60_000);
    for (const path of [`/events/${id}`, `/events?include=${id}`]) {
      const res = await callOnce(path);
      expect(res.headers.get('x-cache'), path).toBe('MISS');
      const body: Json = await json(res);
      expect((body.events?.[0] ?? body).online_url, path).toBe('https://stream.example.org/live');
    }
  });

  it('an author sees the address of their own event before its time; a null lead shows it at all times', async () => {
    const own: Json = await createEvent(author.key, {
      title: 'Own stream',
      start_date: '2031-07-02 20:00',
      end_date: '2031-07-02 22:00',
      online_url: 'https://stream.example.org/own',
      online_url_visible_before: 0,
    });
    expect(own.online_url).toBe('https://stream.example.org/own');
    expect((await json(await call(`/events/${own.id}`))).online_url).toBeNull();
    const always: Json = await createEvent(editor.key, {
      title: 'Always shown',
      ...WHEN,
      online_url: 'https://stream.example.org/always',
    });
    expect((await json(await call(`/events/${always.id}`))).online_url).toBe(
      'https://stream.example.org/always',
    );
  });
});

describe('an occurrence of a series', () => {
  it('is cancelled alone, staying attached; a series-wide status reaches every occurrence', async () => {
    const template: Json = await createEvent(editor.key, {
      title: 'Weekly class',
      start_date: '2031-09-02 19:00',
      end_date: '2031-09-02 20:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
      event_languages: ['eu'],
      accessibility: ['step_free_access'],
    });
    const occurrences: Json = await json(await call(`/events/${template.id}/occurrences`));
    const [first, second, third] = occurrences.events;
    expect(occurrences.events.map((e: Json) => e.event_languages)).toEqual([['eu'], ['eu'], ['eu'], ['eu']]);

    const cancelled: Json = await json(
      await send(
        'PATCH',
        `/events/${second.id}`,
        { event_status: 'cancelled', event_status_reason: 'Holiday.' },
        editor.key,
      ),
    );
    expect(cancelled.event_status).toBe('cancelled');
    expect(cancelled.series.detached).toBe(false);
    const after: Json = await json(await call(`/events/${template.id}/occurrences`));
    expect(after.events.map((e: Json) => e.event_status)).toEqual([
      'scheduled',
      'cancelled',
      'scheduled',
      'scheduled',
    ]);

    // Rescheduled alone: its own previous start.
    const moved: Json = await json(
      await send(
        'PATCH',
        `/events/${third.id}`,
        { event_status: 'rescheduled', start_date: '2031-09-17 19:00', end_date: '2031-09-17 20:00' },
        editor.key,
      ),
    );
    expect(moved.previous_start_date).toBe('2031-09-16 19:00:00');

    // A content fact detaches the occurrence it is written to, as its texts do.
    const detached: Json = await json(
      await send('PATCH', `/events/${first.id}`, { event_languages: ['es'] }, editor.key),
    );
    expect(detached.series.detached).toBe(true);

    // The series: its languages reach the attached occurrences, its status every one.
    await send(
      'PATCH',
      `/events/${template.id}`,
      { event_languages: ['gl'], event_status: 'postponed' },
      editor.key,
    );
    const all: Json = await json(await call(`/events/${template.id}/occurrences`));
    expect(all.events.map((e: Json) => [e.event_languages, e.event_status])).toEqual([
      [['es'], 'postponed'],
      [['gl'], 'postponed'],
      [['gl'], 'postponed'],
      [['gl'], 'postponed'],
    ]);
    const refused = await send(
      'PATCH',
      `/events/${template.id}`,
      { previous_start_date: '2031-09-01 19:00' },
      editor.key,
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).data.params).toHaveProperty('previous_start_date');
  });
});
