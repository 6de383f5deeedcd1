import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json } from '../helpers';
import { formFields, screen, submit, withChanges } from './editor-form';

/**
 * The editor's "Status and attendance" section (src/admin/editor/facts-section.tsx): the status in one
 * click with a reason per language, attendance with the online address and its lead time, the event's
 * languages, accessibility and its note, saved through the API's write like the rest of the editor.
 */

type User = { id: number; login: string; key: string };
let editor: User;

beforeAll(async () => {
  editor = await createUser('editor');
});

const readEvent = async (id: number, lang = 'es') =>
  json(await call(`/events/${id}?translation_language=${lang}`, { headers: bearer(editor.key) }));

describe('Status and attendance', () => {
  it('shows the status as radio buttons (scheduled for a new event), attendance, languages and accessibility', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toContain('<h2 id="facts-heading">Status and attendance</h2>');
    expect(html).toMatch(/<legend>Status<\/legend>/);
    expect(html).toMatch(/<input type="radio" name="event_status" value="scheduled" checked=""\/>Scheduled/);
    expect(html).toMatch(/<input type="radio" name="event_status" value="cancelled"\/>Cancelled/);
    expect(html).toContain('<legend>Attendance</legend>');
    expect(html).toMatch(/<input type="checkbox" name="accessibility" value="step_free_access"\/>/);
    for (const label of ['Reason (Euskara)', 'Online address', 'Languages of the event'])
      expect(html).toContain(`>${label}</label>`);
    const eu = await screen('/eu/admin/events/new', editor.key);
    expect(eu.html).toContain('Egoera eta nola joan');
  });

  it('saves the status in one click with its reasons, attendance, languages and accessibility', async () => {
    const created = await createEvent(editor.key, {
      title: 'Kontzertua',
      start_date: '2031-07-01 20:00:00',
      end_date: '2031-07-01 22:00:00',
      translations: { eu: { title: 'Kontzertua' } },
    });
    const path = `/en/admin/events/${created.id}`;
    const fields = formFields((await screen(path, editor.key)).html);
    expect(fields).toContainEqual(['event_status', 'scheduled']);
    const changed = withChanges(fields, {
      event_status: 'cancelled',
      event_status_reason: 'La banda está enferma.',
      event_status_reason_eu: 'Taldea gaixorik dago.',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example.org/k',
      online_url_visible_before: '30',
      event_languages: 'eu, es',
      accessibility_note: 'Entrada por la calle Mayor.',
      intent: 'update',
    }).filter(([name]) => name !== 'accessibility');
    changed.push(['accessibility', 'step_free_access'], ['accessibility', 'sign_language']);
    const res = await submit(path, changed, bearer(editor.key));
    expect(res.status, await res.clone().text()).toBe(303);
    const es = await readEvent(created.id);
    expect(es.event_status).toBe('cancelled');
    expect(es.event_status_reason).toBe('La banda está enferma.');
    expect(es.attendance_mode).toBe('mixed');
    expect(es.online_url_visible_before).toBe(30);
    expect(es.event_languages).toEqual(['eu', 'es']);
    expect(es.accessibility).toEqual(['step_free_access', 'sign_language']);
    expect(es.accessibility_note).toBe('Entrada por la calle Mayor.');
    expect((await readEvent(created.id, 'eu')).event_status_reason).toBe('Taldea gaixorik dago.');
    // Read back into the form as saved; back to scheduled in one click, nothing else sent.
    const again = formFields((await screen(path, editor.key)).html);
    expect(again).toContainEqual(['event_status', 'cancelled']);
    expect(again).toContainEqual(['event_status_reason_eu', 'Taldea gaixorik dago.']);
    expect(again).toContainEqual(['accessibility', 'sign_language']);
    const back = await submit(
      path,
      withChanges(again, { event_status: 'scheduled', intent: 'update' }),
      bearer(editor.key),
    );
    expect(back.status).toBe(303);
    const after = await readEvent(created.id);
    expect(after.event_status).toBe('scheduled');
    expect(after.attendance_mode).toBe('mixed');
  });

  it('shows the API’s refusal at its field, what was typed kept', async () => {
    const created = await createEvent(editor.key, {
      title: 'Hitzaldia',
      start_date: '2031-07-02 20:00:00',
      end_date: '2031-07-02 22:00:00',
    });
    const path = `/en/admin/events/${created.id}`;
    const fields = formFields((await screen(path, editor.key)).html);
    const res = await submit(
      path,
      withChanges(fields, { event_languages: 'not a tag!!', intent: 'update' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="not a tag!!"');
    expect((await readEvent(created.id)).event_languages).toEqual([]);
  });
});
