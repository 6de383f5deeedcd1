import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, call, callOnce, createEvent, createUser, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/**
 * An event's page says whether it is still on (a badge with the reason and the date it had), how to
 * attend it (the online link once it is shown), the languages it is held in, and its accessibility.
 */

let editor: { key: string };
let cancelled: Json;
let streamed: Json;

beforeAll(async () => {
  editor = await createUser('editor');
  cancelled = await createEvent(editor.key, {
    title: 'Antzezlana',
    start_date: '2035-03-10 20:00',
    end_date: '2035-03-10 22:00',
    timezone: 'Europe/Madrid',
    event_status: 'rescheduled',
    event_status_reason: 'La actriz está enferma.',
    previous_start_date: '2035-03-03 20:00',
    event_languages: ['eu', 'es'],
    accessibility: ['step_free_access', 'sign_language'],
    accessibility_note: 'Entrada por la calle Mayor.',
    translations: { eu: { title: 'Antzezlana', event_status_reason: 'Aktorea gaixorik dago.' } },
  });
  streamed = await createEvent(editor.key, {
    title: 'Hitzaldia',
    start_date: '2035-04-01 18:00',
    end_date: '2035-04-01 19:00',
    timezone: 'UTC',
    attendance_mode: 'mixed',
    online_url: 'https://stream.example.org/hitzaldia',
    online_url_visible_before: 30,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const page = async (path: string) => {
  const res = await call(`${BASE}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('an event’s page', () => {
  it('shows a badge with the status, its reason and the date it had, in the content language', async () => {
    const es = await page(`/es/event/${cancelled.slug}/`);
    expect(es).toContain(
      '<p class="note status status-rescheduled" role="status"><strong>Cambio de fecha</strong>: La actriz está enferma. <span class="was">Antes:',
    );
    const eu = await page(`/eu/event/${cancelled.slug}/`);
    expect(eu).toContain('<strong>Data aldatuta</strong>: Aktorea gaixorik dago.');
    const en = await page(`/en/event/${cancelled.slug}/`);
    expect(en).toContain('<strong>Rescheduled</strong>');
  });

  it('says the languages it is held in by their names, and its accessibility with the note', async () => {
    const es = await page(`/es/event/${cancelled.slug}/`);
    expect(es).toMatch(/<dt>Idioma<\/dt><dd><p>euskera, español<\/p><\/dd>/);
    expect(es).toContain(
      '<dt>Accesibilidad</dt><dd><ul><li>Acceso sin escalones</li><li>Lengua de signos</li></ul><p>Entrada por la calle Mayor.</p></dd>',
    );
    const en = await page(`/en/event/${cancelled.slug}/`);
    expect(en).toMatch(/<dt>Language<\/dt><dd><p>Basque, Spanish<\/p><\/dd>/);
  });

  it('a password-protected one still shows its status, nothing of what it hides', async () => {
    const locked: Json = await createEvent(editor.key, {
      title: 'Giltzapean',
      start_date: '2035-03-11 20:00',
      end_date: '2035-03-11 22:00',
      event_status: 'cancelled',
      event_status_reason: 'Sala itxita.',
      accessibility: ['quiet_room'],
    });
    await send('PATCH', `/events/${locked.id}`, { password: 'pw' }, editor.key);
    const html = await page(`/es/event/${locked.slug}/`);
    expect(html).toContain('<strong>Cancelado</strong>: Sala itxita.');
    expect(html).not.toContain('Sala tranquila');
  });

  it('gives the online link from its time on (the cached page expires then), and says when before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2035, 3, 1, 17, 29));
    const before = await page(`/en/event/${streamed.slug}/`);
    expect(before).toContain(
      '<dt>Attendance</dt><dd><p>In person and online</p><p>The link is shown 30 minutes before the start.</p></dd>',
    );
    expect(before).not.toContain('stream.example.org');
    vi.setSystemTime(Date.UTC(2035, 3, 1, 17, 30));
    const res = await callOnce(`${BASE}/en/event/${streamed.slug}/`);
    expect(res.headers.get('x-cache')).toBe('MISS');
    const after = await res.text();
    expect(after).toContain('<a href="https://stream.example.org/hitzaldia" rel="noopener">Join online</a>');
    expect(after).toContain('"url":"https://stream.example.org/hitzaldia"');
  });
});
