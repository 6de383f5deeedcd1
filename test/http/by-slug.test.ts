import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';

const dates = { start_date: '2031-09-01 10:00:00', end_date: '2031-09-01 12:00:00' };
let editor: { key: string };

beforeAll(async () => {
  editor = await createUser('editor');
});

describe('by-slug lookups', () => {
  it('a hidden record never shadows a visible one that has the same slug in another language', async () => {
    // Published event: its Basque slug is "kontzertua"; a draft takes the same slug in Spanish.
    const published = await json(
      await send('POST', '/eu/site/events/v1/events', { title: 'Kontzertua', ...dates }, editor.key),
    );
    const draft = await json(
      await send(
        'POST',
        '/es/site/events/v1/events',
        { title: 'Kontzertua', ...dates, status: 'draft' },
        editor.key,
      ),
    );
    expect(published.slug).toBe('kontzertua');
    expect(draft.slug).toBe('kontzertua');

    const anonymous = await call('/es/site/events/v1/events/by-slug/kontzertua');
    expect(anonymous.status).toBe(200);
    expect((await json(anonymous)).id).toBe(published.id);

    const asEditor = await call('/es/site/events/v1/events/by-slug/kontzertua', {
      headers: bearer(editor.key),
    });
    expect((await json(asEditor)).id).toBe(draft.id);
  });

  it('works the same for venues and organizers', async () => {
    for (const [route, name] of [
      ['venues', 'venue'],
      ['organizers', 'organizer'],
    ] as const) {
      const visible = await json(
        await send('POST', `/eu/site/events/v1/${route}`, { [name]: 'Aretoa' }, editor.key),
      );
      const hidden = await json(
        await send(
          'POST',
          `/es/site/events/v1/${route}`,
          { [name]: 'Aretoa Bis', slug: 'aretoa', status: 'draft' },
          editor.key,
        ),
      );
      expect(hidden.slug).toBe('aretoa');
      const res = await call(`/es/site/events/v1/${route}/by-slug/aretoa`);
      expect(res.status, route).toBe(200);
      expect((await json(res)).id, route).toBe(visible.id);
    }
  });
});
