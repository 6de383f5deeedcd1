import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { formFields, idFromLocation, screen, submit, withChanges } from './editor-form';

/**
 * Inline creation from the editor as TEC's (issue 37 item 7; src/admin/editor/inline*.ts): a venue with every
 * field, an organizer with its contacts beside those ticked, a category by name, all in the event's own write
 * (nothing created when it is refused), a refused field shown at its control.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let existingOrganizer: number;

beforeAll(async () => {
  editor = await createUser('editor');
  existingOrganizer = (await json(await send('POST', '/organizers', { organizer: 'Ya existe' }, editor.key)))
    .id;
});

const count = async (table: string, where: string, value: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(value)
    .first<{ n: number }>())!.n;

describe('creating records from the editor', () => {
  it('offers a venue with every field, an organizer with its contacts and a category, folded until used', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toContain('<summary>Create a venue</summary>');
    for (const label of [
      'Venue name',
      'Address',
      'City',
      'Province or state',
      'Country',
      'Postal code',
      'Phone',
      'Website',
    ])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Show a map of the venue');
    expect(html).toContain('<summary>Create an organizer</summary>');
    expect(html).toContain('<label for="f-new_organizer_email">E-mail</label>');
    expect(html).toContain('<label for="f-new_category">New category</label>');
  });

  it('creates them with the event, in its one write', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Con todo nuevo',
        intent: 'draft',
        new_venue: 'Sala Nueva',
        new_venue_address: 'Kale Nagusia 1',
        new_venue_city: 'Donostia',
        new_venue_province: 'Gipuzkoa',
        new_venue_country: 'Spain',
        new_venue_zip: '20003',
        new_venue_phone: '+34 943 000 000',
        new_venue_website: 'https://sala.example.org/',
        new_venue_show_map: '1',
        organizers: String(existingOrganizer),
        new_organizer: 'Organizadora Nueva',
        new_organizer_phone: '+34 600 000 000',
        new_organizer_website: 'https://org.example.org/',
        new_organizer_email: 'hola@org.example.org',
        new_category: 'Categoría en línea',
      }),
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    const event = await json(await call(`/events/${idFromLocation(res)}`, { headers: bearer(editor.key) }));
    const venue = Array.isArray(event.venue) ? event.venue[0] : event.venue;
    expect(venue).toMatchObject({
      venue: 'Sala Nueva',
      address: 'Kale Nagusia 1',
      city: 'Donostia',
      province: 'Gipuzkoa',
      country: 'Spain',
      zip: '20003',
      phone: '+34 943 000 000',
      website: 'https://sala.example.org/',
      show_map: true,
    });
    const names = event.organizer.map((o: { organizer: string }) => o.organizer).sort();
    expect(names).toEqual(['Organizadora Nueva', 'Ya existe']);
    const created = event.organizer.find((o: { organizer: string }) => o.organizer === 'Organizadora Nueva');
    expect(created).toMatchObject({
      phone: '+34 600 000 000',
      website: 'https://org.example.org/',
      email: 'hola@org.example.org',
    });
    expect(event.categories.map((c: { name: string }) => c.name)).toEqual(['Categoría en línea']);
  });

  it('creates nothing when the event is refused, and shows a refused field at its control', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Rechazado',
        intent: 'draft',
        end_day: '2000-01-01',
        new_venue: 'Sala Fantasma',
        new_organizer: 'Nadie',
        new_category: 'Nunca',
      }),
      bearer(editor.key),
    );
    expect(res.status).toBe(400);
    expect(await count('post_texts', 'title = ?', 'Sala Fantasma')).toBe(0);
    expect(await count('post_texts', 'title = ?', 'Nadie')).toBe(0);
    const bad = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Correo malo',
        intent: 'draft',
        new_organizer: 'Con correo malo',
        new_organizer_email: 'no es correo',
      }),
      bearer(editor.key),
    );
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toMatch(/<li><a href="#f-new_organizer_email">Create an organizer: E-mail<\/a>: /);
    expect(page).toContain('<details class="inline-new" open="">');
  });
});
