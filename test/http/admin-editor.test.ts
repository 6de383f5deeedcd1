import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BASE,
  bearer,
  call,
  createEvent,
  createUser,
  fetchWith,
  hookedBatches,
  json,
  send,
} from '../helpers';
import { formFields, idFromLocation, screen, signedIn, submit, withChanges } from './editor-form';

/**
 * The event editor of the editors' app (src/admin/editor): a server-rendered form saved through the API
 * (If-Match, Idempotency-Key, roles and validation are the API's), errors at their fields with the text
 * kept, a conflict shown with both texts, translations, and CSRF for session forms.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let contributor: User;

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
});

const rowOf = (id: number) =>
  env.DB.prepare('SELECT status FROM posts WHERE id = ?').bind(id).first<{ status: string }>();

async function eventsTitled(title: string) {
  const row = await env.DB.prepare(
    'SELECT count(DISTINCT t.post_id) AS n FROM post_texts t WHERE t.title = ?',
  )
    .bind(title)
    .first<{ n: number }>();
  return row!.n;
}

const readEvent = async (id: number, lang = 'es') =>
  json(await call(`/events/${id}?translation_language=${lang}`, { headers: bearer(editor.key) }));

describe('the event editor', () => {
  it('keeps unsaved text in the browser under a key of its user, so the next user of the browser is not offered it', async () => {
    const draftKey = (html: string) => /<form[^>]*data-editor[^>]*data-draft-key="([^"]*)"/.exec(html)?.[1];
    const mine = await screen('/en/admin/events/new', editor.key);
    const theirs = await screen('/en/admin/events/new', contributor.key);
    expect(draftKey(mine.html)).toBe(`tec-editor-draft:${editor.id}:/en/admin/events/new`);
    expect(draftKey(theirs.html)).toBe(`tec-editor-draft:${contributor.id}:/en/admin/events/new`);
    // The script stores and offers drafts under that key only.
    expect(mine.html).toContain('const storeKey = form.dataset.draftKey;');
    expect(mine.html).not.toContain("'tec-editor-draft:' + form.getAttribute('action')");
  });

  it('shows the form with its controls named, and the buttons by role', async () => {
    const { res, html } = await screen('/en/admin/events/new', editor.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const label of ['Title', 'Start', 'End', 'Venue'])
      expect(html).toMatch(new RegExp(`<(label|legend)[^>]*>${label}</`));
    expect(html).toMatch(
      /<label class="check"><input id="f-all_day" type="checkbox" name="all_day" value="1"\/>All day<\/label>/,
    );
    expect(html).toContain('>Save draft</button>');
    expect(html).toContain('>Publish</button>');
    expect(html).not.toContain('>Submit for review</button>');
    // The scripts only enhance: each under the response's nonce, no inline handlers; the HTML fields are
    // the visual editor's (test/http/admin-rich-text.test.ts).
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1];
    expect(html.match(/<script\b/g)?.length).toBe(html.split(`<script nonce="${nonce}"`).length - 1);
    expect(html).toMatch(/<textarea id="f-description"[^>]*data-rich-text=""/);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/);
    const asContributor = await screen('/en/admin/events/new', contributor.key);
    expect(asContributor.html).toContain('>Submit for review</button>');
    expect(asContributor.html).not.toContain('value="publish">Publish</button>');
    expect((await call(`${BASE}/en/admin/events/new`, { redirect: 'manual' })).status).toBe(303);
  });

  it('names the weekdays of Repeat in the page’s language, Basque and Galician included', async () => {
    const weekdays = async (lang: string) => {
      const { html } = await screen(`/${lang}/admin/events/new`, editor.key);
      return [...html.matchAll(/name="repeat_days" value="(?:MO|FR)"[^>]*\/?>\s*([^<]+)</g)].map((m) =>
        m[1]!.trim(),
      );
    };
    expect(await weekdays('eu')).toEqual(['astelehena', 'ostirala']);
    expect(await weekdays('gl')).toEqual(['luns', 'venres']);
    expect(await weekdays('es')).toEqual(['lunes', 'viernes']);
    expect(await weekdays('en')).toEqual(['Monday', 'Friday']);
  });

  it('creates a published event as an editor, once however often the form is sent', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Concierto del editor',
      description: '<p>Con <strong>banda</strong></p><script>x()</script>',
      new_venue: 'Sala creada en línea',
      tags: 'jazz, directo',
      intent: 'publish',
    });
    const first = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(first.status).toBe(303);
    const id = idFromLocation(first);
    const again = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(again.status).toBe(303);
    expect(idFromLocation(again)).toBe(id);
    expect(await eventsTitled('Concierto del editor')).toBe(1);
    const event = await readEvent(id);
    expect(event.status).toBe('publish');
    expect(event.venue.venue).toBe('Sala creada en línea');
    expect(event.tags.map((t: { name: string }) => t.name).sort()).toEqual(['directo', 'jazz']);
    const saved = await screen(`/en/admin/events/${id}?saved=1`, editor.key);
    expect(saved.html).toContain('role="status">Saved.</p>');
    expect(saved.html).toContain('>Update</button>');
  });

  it("makes a contributor's event pending, even from a forged form asking for status=publish", async () => {
    const { html } = await screen('/en/admin/events/new', contributor.key);
    const fields = withChanges(formFields(html), {
      title: 'Propuesta de colaborador',
      intent: 'publish',
      status: 'publish',
    });
    const res = await submit('/en/admin/events/new', fields, bearer(contributor.key));
    expect(res.status).toBe(303);
    expect((await rowOf(idFromLocation(res)))!.status).toBe('pending');
  });

  it('saves an edit with the If-Match the form was rendered from', async () => {
    const created = await createEvent(editor.key, {
      title: 'Antes',
      start_date: '2031-05-01 10:00:00',
      end_date: '2031-05-01 12:00:00',
    });
    const { html } = await screen(`/en/admin/events/${created.id}`, editor.key);
    const fields = formFields(html);
    expect(fields.find(([n]) => n === '_etag')?.[1]).toMatch(/"/);
    const res = await submit(
      `/en/admin/events/${created.id}`,
      withChanges(fields, { title: 'Después', intent: 'update' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    expect((await readEvent(created.id)).title).toBe('Después');
  });

  it("on a conflict shows both texts, keeps the user's, and a second Update applies it on top", async () => {
    const created = await createEvent(editor.key, {
      title: 'Original',
      description: '<p>Texto original</p>',
      start_date: '2031-06-01 10:00:00',
      end_date: '2031-06-01 12:00:00',
    });
    const path = `/en/admin/events/${created.id}`;
    const tabA = formFields((await screen(path, editor.key)).html);
    const tabB = formFields((await screen(path, editor.key)).html);
    const first = await submit(
      path,
      withChanges(tabA, { title: 'Título de A', excerpt: 'Resumen de A', intent: 'update' }),
      bearer(editor.key),
    );
    expect(first.status).toBe(303);
    const second = await submit(
      path,
      withChanges(tabB, { title: 'Título de B', description: '<p>Texto de B</p>', intent: 'update' }),
      bearer(editor.key),
    );
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Saved by someone else:');
    expect(html).toMatch(/id="title-theirs"[\s\S]*?Título de A/);
    const kept = formFields(html);
    expect(kept.find(([n]) => n === 'title')?.[1]).toBe('Título de B');
    expect(kept.find(([n]) => n === 'description')?.[1]).toBe('<p>Texto de B</p>');
    // What only A changed is shown as A saved it, not reverted.
    expect(kept.find(([n]) => n === 'excerpt')?.[1]).toBe('Resumen de A');
    expect((await readEvent(created.id)).title).toBe('Título de A');
    const again = await submit(path, withChanges(kept, { intent: 'update' }), bearer(editor.key));
    expect(again.status).toBe(303);
    const event = await readEvent(created.id);
    expect(event.title).toBe('Título de B');
    expect(event.description).toContain('Texto de B');
    expect(event.excerpt).toContain('Resumen de A');
  });

  it('shows an API validation error at its field and keeps what was typed', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Termina antes de empezar',
      description: '<p>Un texto largo que no debe perderse</p>',
      start_day: '2031-07-02',
      end_day: '2031-07-01',
      intent: 'publish',
    });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(
      /<input id="f-end_day"[^>]*aria-describedby="end_day-error"[^>]*aria-invalid="true"/,
    );
    expect(page).toMatch(/<p class="field-error" id="end_day-error">[^<]+<\/p>/);
    expect(page).toContain('role="alert"');
    const kept = formFields(page);
    expect(kept.find(([n]) => n === 'title')?.[1]).toBe('Termina antes de empezar');
    expect(kept.find(([n]) => n === 'description')?.[1]).toBe('<p>Un texto largo que no debe perderse</p>');
    expect(await eventsTitled('Termina antes de empezar')).toBe(0);
  });

  it('shows an error in the translations in their section, with the language opened', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Traducción demasiado larga',
      title_eu: 'x'.repeat(301),
      intent: 'publish',
    });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(400);
    const page = await res.text();
    // The API names `translations` as a whole: the error is shown in that section, the language opened.
    expect(page).toMatch(
      /<h2 id="translations-heading">Translations<\/h2>.*?<p class="field-error" id="translations-error">At most 300 characters\.<\/p>/s,
    );
    expect(page).toMatch(/<details class="translation" open=""><summary><span lang="eu">/);
    expect(formFields(page).find(([n]) => n === 'title_eu')?.[1]).toBe('x'.repeat(301));
  });

  it('schedules a publication: Publish with a later date makes the event scheduled', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Programado',
      date: '2030-01-15T09:30',
      intent: 'publish',
    });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(303);
    const id = idFromLocation(res);
    expect((await rowOf(id))!.status).toBe('future');
    const page = (await screen(`/en/admin/events/${id}`, editor.key)).html;
    expect(formFields(page).find(([n]) => n === 'date')?.[1]).toBe('2030-01-15T09:30');
    expect(page).toContain('>Update</button>');
  });

  it('never writes a typed password back into the page', async () => {
    const created = await createEvent(editor.key, {
      title: 'Con contraseña',
      start_date: '2031-12-01 10:00:00',
      end_date: '2031-12-01 12:00:00',
    });
    const path = `/en/admin/events/${created.id}`;
    const fields = withChanges(formFields((await screen(path, editor.key)).html), {
      password: 'secreto-que-no-vuelve',
      end_day: '2031-11-30',
      intent: 'update',
    });
    const res = await submit(path, fields, bearer(editor.key));
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('secreto-que-no-vuelve');
    // Set for real, the event stays editable by its editors (who never see the password).
    const set = await submit(
      path,
      withChanges(fields, { end_day: '2031-12-01', intent: 'update' }),
      bearer(editor.key),
    );
    expect(set.status).toBe(303);
    const again = await screen(path, editor.key);
    expect(again.res.status).toBe(200);
    expect(again.html).not.toContain('secreto-que-no-vuelve');
  });

  it('keeps the text and says so when the database fails during the save', async () => {
    const created = await createEvent(editor.key, {
      title: 'Sin cambios',
      start_date: '2031-10-01 10:00:00',
      end_date: '2031-10-01 12:00:00',
    });
    const path = `/en/admin/events/${created.id}`;
    const fields = withChanges(formFields((await screen(path, editor.key)).html), {
      title: 'Texto que no se pierde',
      intent: 'update',
    });
    // A D1 whose batches writing events fail as an unavailable D1 does; reads still answer.
    const sqlOf = new WeakMap<D1PreparedStatement, string>();
    const failing = {
      withSession: (constraint?: string) => {
        const session = env.DB.withSession(constraint);
        return {
          prepare: (query: string) => {
            const statement = session.prepare(query);
            const bind = statement.bind.bind(statement);
            sqlOf.set(statement, query);
            return Object.assign(statement, {
              bind: (...values: unknown[]) => {
                const bound = bind(...values);
                sqlOf.set(bound, query);
                return bound;
              },
            });
          },
          batch: (statements: D1PreparedStatement[]) =>
            statements.some((st) => /^\s*(?:INSERT INTO|UPDATE) "?post_texts"?/i.test(sqlOf.get(st) ?? ''))
              ? Promise.reject(new Error('D1_ERROR: Network connection lost.'))
              : session.batch(statements),
          getBookmark: () => session.getBookmark(),
        };
      },
    } as unknown as D1Database;
    const res = await fetchWith(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(editor.key) },
        body: new URLSearchParams(fields).toString(),
      }),
      { DB: failing },
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Nothing was saved; your text is kept.');
    expect(formFields(html).find(([n]) => n === 'title')?.[1]).toBe('Texto que no se pierde');
    expect((await readEvent(created.id)).title).toBe('Sin cambios');
  });

  it('keeps the save’s Idempotency-Key when the answer was lost, so saving again makes no second event', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Respuesta perdida',
      start_day: '2031-10-02',
      end_day: '2031-10-02',
      intent: 'publish',
    });
    // The batch writing the event commits, and its answer is lost on the way back (a 503).
    const losing = hookedBatches(async (_n, run) => {
      const results = await run();
      if ((await eventsTitled('Respuesta perdida')) > 0)
        throw new Error('D1_ERROR: Network connection lost.');
      return results;
    }).db;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lost = await fetchWith(
      new Request(`${BASE}/en/admin/events/new`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(editor.key) },
        body: new URLSearchParams(fields).toString(),
      }),
      { DB: losing },
    );
    errors.mockRestore();
    expect(lost.status).toBe(503);
    const shown = formFields(await lost.text());
    expect(shown.find(([n]) => n === '_key')?.[1]).toBe(fields.find(([n]) => n === '_key')?.[1]);
    // Publishing the form again is answered with the event the first save made.
    const again = await submit(
      '/en/admin/events/new',
      withChanges(shown, { intent: 'publish' }),
      bearer(editor.key),
    );
    expect(again.status, (await again.clone().text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toBe(
      303,
    );
    idFromLocation(again);
    expect(await eventsTitled('Respuesta perdida')).toBe(1);
  });

  it("answers an event that doesn't exist with the app's not-found page", async () => {
    const { res, html } = await screen('/en/admin/events/999999', editor.key);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<main');
  });

  it('escapes a hostile title', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const created = await createEvent(editor.key, {
      title: hostile,
      start_date: '2031-08-01 10:00:00',
      end_date: '2031-08-01 12:00:00',
    });
    const { html } = await screen(`/en/admin/events/${created.id}`, editor.key);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(formFields(html).find(([n]) => n === 'title')?.[1]).toBe(hostile);
  });

  it('saves translations in two languages and shows which are filled', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Fiesta',
      title_eu: 'Jaia',
      description_eu: '<p>Euskaraz</p>',
      title_en: 'Party',
      cost_en: '5 €',
      intent: 'publish',
    });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(303);
    const id = idFromLocation(res);
    expect((await readEvent(id, 'eu')).title).toBe('Jaia');
    expect((await readEvent(id, 'en')).title).toBe('Party');
    expect((await readEvent(id, 'es')).title).toBe('Fiesta');
    const page = (await screen(`/en/admin/events/${id}`, editor.key)).html;
    expect(page).toMatch(/lang="eu">Euskara<\/span> — <span data-translation="filled"/);
    expect(page).toMatch(/data-translation="fallback"/);
    expect(formFields(page).find(([n]) => n === 'title_eu')?.[1]).toBe('Jaia');
    // An edit of one language's title leaves the others as they were.
    const edit = await submit(
      `/en/admin/events/${id}`,
      withChanges(formFields(page), { title_en: 'Big party', intent: 'update' }),
      bearer(editor.key),
    );
    expect(edit.status).toBe(303);
    expect((await readEvent(id, 'en')).title).toBe('Big party');
    expect((await readEvent(id, 'eu')).title).toBe('Jaia');
  });
});

describe('tags typed by name', () => {
  it('a tag named with digits (a year) is that tag, or a new one, never the tag whose id those digits are', async () => {
    const jazz = await json(await send('POST', '/tags', { name: 'Jazz digits' }, editor.key));
    const year = await json(await send('POST', '/tags', { name: '2027' }, editor.key));
    const digits = String(jazz.id);
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Con etiquetas numéricas',
        start_day: '2031-05-02',
        end_day: '2031-05-02',
        tags: `${digits}, 2027, 1999`,
        intent: 'publish',
      }),
      bearer(editor.key),
    );
    expect(res.status, await res.clone().text()).toBe(303);
    const tags = (await readEvent(idFromLocation(res))).tags as Array<{ id: number; name: string }>;
    expect(tags.map((t) => t.name).sort()).toEqual(['1999', '2027', digits].sort());
    expect(tags.find((t) => t.name === '2027')?.id).toBe(year.id);
    expect(tags.some((t) => t.id === jazz.id)).toBe(false);
  });
});

describe('repeating events and duplicates', () => {
  it('repeats a start on a fifth weekday on the last one of each month, and reopens it as that preset', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Cena del último viernes',
      // 2031-01-31 is the fifth Friday of January: no fourth Friday is "the same weekday".
      start_day: '2031-01-31',
      end_day: '2031-01-31',
      repeat: 'monthly_nth',
      repeat_end: 'count',
      repeat_count: '3',
      intent: 'publish',
    });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status, await res.clone().text()).toBe(303);
    const id = idFromLocation(res);
    expect((await readEvent(id)).series.recurrence).toEqual(['RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=-1FR']);
    const occurrences = await json(await call(`/events/${id}/occurrences`, { headers: bearer(editor.key) }));
    expect(occurrences.events.map((e: { start_date: string }) => e.start_date.slice(0, 10))).toEqual([
      '2031-01-31',
      '2031-02-28',
      '2031-03-28',
    ]);
    const page = (await screen(`/en/admin/events/${id}`, editor.key)).html;
    expect(formFields(page).find(([n]) => n === 'repeat')?.[1]).toBe('monthly_nth');
    expect(formFields(page).find(([n]) => n === 'recurrence')?.[1]).toBe('');
  });

  it('makes a weekly series from the presets, shows the rule in words and edits one occurrence', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const fields = withChanges(formFields(html), {
      title: 'Taller semanal',
      start_day: '2031-03-04',
      end_day: '2031-03-04',
      repeat: 'weekly',
      repeat_end: 'count',
      repeat_count: '4',
      intent: 'publish',
    }).filter(([n]) => n !== 'repeat_days');
    fields.push(['repeat_days', 'TU'], ['repeat_days', 'TH']);
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status, await res.clone().text()).toBe(303);
    const id = idFromLocation(res);
    const event = await readEvent(id);
    expect(event.series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU,TH']);
    const page = (await screen(`/en/admin/events/${id}`, editor.key)).html;
    expect(page).toContain(`Repeats: ${(await readEvent(id, 'en')).series.description}`);
    expect([...page.matchAll(/<li><time datetime="2031-03-/g)].length).toBe(4);
    expect(formFields(page).find(([n]) => n === 'repeat')?.[1]).toBe('weekly');
    expect(
      formFields(page)
        .filter(([n]) => n === 'repeat_days')
        .map(([, v]) => v),
    ).toEqual(['TU', 'TH']);

    const occurrences = await json(await call(`/events/${id}/occurrences`, { headers: bearer(editor.key) }));
    const second = occurrences.events[1];
    const occurrencePage = (await screen(`/en/admin/events/${second.id}`, editor.key)).html;
    expect(occurrencePage).toContain('<legend>Apply the changes to</legend>');
    const edit = await submit(
      `/en/admin/events/${second.id}`,
      withChanges(formFields(occurrencePage), { title: 'Sesión especial', scope: 'this', intent: 'update' }),
      bearer(editor.key),
    );
    expect(edit.status, await edit.clone().text()).toBe(303);
    const after = await json(await call(`/events/${id}/occurrences`, { headers: bearer(editor.key) }));
    expect(after.events.map((e: { title: string }) => e.title)).toEqual([
      'Taller semanal',
      'Sesión especial',
      'Taller semanal',
      'Taller semanal',
    ]);
  });

  it('duplicates an event as a new draft prefilled from it', async () => {
    const created = await createEvent(editor.key, {
      title: 'Original para duplicar',
      description: '<p>Igual</p>',
      start_date: '2031-11-01 10:00:00',
      end_date: '2031-11-01 12:00:00',
      translations: { eu: { title: 'Bikoizteko jatorrizkoa' } },
    });
    expect((await screen(`/en/admin/events/${created.id}`, editor.key)).html).toContain(
      `<a href="/en/admin/events/new?from=${created.id}">Duplicate</a>`,
    );
    const { html } = await screen(`/en/admin/events/new?from=${created.id}`, editor.key);
    const fields = formFields(html);
    expect(fields.find(([n]) => n === 'title')?.[1]).toBe('Original para duplicar');
    expect(fields.find(([n]) => n === '_base')).toBeUndefined();
    const res = await submit(
      '/en/admin/events/new',
      withChanges(fields, { intent: 'draft' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    const copy = idFromLocation(res);
    expect(copy).not.toBe(created.id);
    expect((await rowOf(copy))!.status).toBe('draft');
    expect((await readEvent(copy, 'eu')).title).toBe('Bikoizteko jatorrizkoa');
    expect(await eventsTitled('Original para duplicar')).toBe(2);
  });
});

describe('the events list', () => {
  it('links each title to its editor and offers a new event', async () => {
    const created = await createEvent(editor.key, {
      title: 'Enlazado',
      start_date: '2031-09-01 10:00:00',
      end_date: '2031-09-01 12:00:00',
    });
    const { html } = await screen('/en/admin/events?s=Enlazado', editor.key);
    expect(html).toContain(`<a href="/en/admin/events/${created.id}">Enlazado</a>`);
    expect(html).toContain('<a href="/en/admin/events/new">New event</a>');
  });
});

describe('the event editor over a session', () => {
  it('changes nothing for a session form without _csrf, and saves with it', async () => {
    const { cookie, csrf } = await signedIn(await createUser('editor'));
    const page = await call(`${BASE}/en/admin/events/new`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain(`name="_csrf" value="${csrf}"`);
    const fields = withChanges(formFields(html), { title: 'Evento por sesión', intent: 'publish' });
    const headers = { Cookie: cookie, Origin: BASE };
    const forged = await submit(
      '/en/admin/events/new',
      fields.filter(([n]) => n !== '_csrf'),
      headers,
    );
    expect(forged.status).toBe(403);
    expect(await eventsTitled('Evento por sesión')).toBe(0);
    const done = await submit('/en/admin/events/new', fields, headers);
    expect(done.status, await done.clone().text()).toBe(303);
    expect(await eventsTitled('Evento por sesión')).toBe(1);
  });
});
