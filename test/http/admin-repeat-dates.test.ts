import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json } from '../helpers';
import { formFields, idFromLocation, screen, submit, withChanges } from './editor-form';

/**
 * "Repeat" without RFC 5545 (src/admin/editor/repeat-dates.ts, date-rows.tsx): skipped and extra dates are
 * date pickers (a time too for an extra date of a timed series), several of each, added and removed without
 * JavaScript, read back from the saved EXDATE and RDATE lines, shown in the preview; the advanced text's
 * mistakes say how to write them.
 */

type User = { id: number; login: string; key: string };
let editor: User;

beforeAll(async () => {
  editor = await createUser('editor');
});

const weekly = {
  title: 'Coro semanal',
  start_day: '2027-01-05',
  start_time: '19:00',
  end_day: '2027-01-05',
  end_time: '20:30',
  timezone: 'Europe/Madrid',
  repeat: 'weekly',
  repeat_days: 'TU',
  repeat_end: 'count',
  repeat_count: '8',
};

async function newForm(changes: Record<string, string>, lang = 'en') {
  const { html } = await screen(`/${lang}/admin/events/new`, editor.key);
  return withChanges(
    formFields(html).filter(([n]) => !['repeat_skip', 'repeat_extra_day', 'repeat_extra_time'].includes(n)),
    changes,
  );
}
const values = (html: string, name: string) =>
  formFields(html)
    .filter(([n]) => n === name)
    .map(([, v]) => v);

describe('skipped and extra dates as date pickers', () => {
  it('offers a date row for each, with Add a date and Remove, that work without JavaScript', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toContain('<legend>Skip these dates</legend>');
    expect(html).toContain('<legend>Also on these dates</legend>');
    expect(html).toMatch(
      /<label for="repeat_skip-0">Date<span class="visually-hidden"> \(date 1\)<\/span><\/label><input id="repeat_skip-0" type="date" name="repeat_skip" value=""\/>/,
    );
    expect(html).toMatch(
      /<input id="repeat_extra-time-0" type="time" name="repeat_extra_time" value="10:00"\/>/,
    );
    expect(html).toContain('formaction="/en/admin/events/new#repeat-heading"');

    // "Add a date": the form again, the date typed kept and a new empty row; nothing saved.
    const fields = await newForm({ ...weekly, intent: 'add_skip' });
    fields.push(['repeat_skip', '2027-01-12']);
    const added = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(values(addedHtml, 'repeat_skip')).toEqual(['2027-01-12', '']);
    expect(addedHtml).toContain('value="Coro semanal"');
    // "Remove" the first.
    const removed = await submit(
      '/en/admin/events/new',
      withChanges(formFields(addedHtml), { repeat_skip: '2027-01-19', intent: 'remove_skip.0' }).concat([
        ['repeat_skip', '2027-01-26'],
      ]),
      bearer(editor.key),
    );
    // The fields were 2027-01-19 (replacing the first) and 2027-01-26: the first one goes.
    expect(values(await removed.text(), 'repeat_skip')).toEqual(['2027-01-26']);
  });

  it('saves them as EXDATE and RDATE lines in the series’ form, and reads them back into the pickers', async () => {
    const fields = await newForm({ ...weekly, intent: 'publish' });
    fields.push(
      ['repeat_skip', '2027-02-02'],
      ['repeat_skip', '2027-02-16'],
      ['repeat_extra_day', '2027-02-04'],
      ['repeat_extra_time', '18:00'],
      ['repeat_extra_day', ''],
      ['repeat_extra_time', '19:00'],
    );
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status, await res.clone().text()).toBe(303);
    const id = idFromLocation(res);
    const event = await json(await call(`/events/${id}`, { headers: bearer(editor.key) }));
    expect(event.series.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;COUNT=8;BYDAY=TU',
      'RDATE;TZID=Europe/Madrid:20270204T180000',
      'EXDATE;TZID=Europe/Madrid:20270202T190000,20270216T190000',
    ]);
    const occurrences = await json(await call(`/events/${id}/occurrences`, { headers: bearer(editor.key) }));
    const starts = occurrences.events.map((e: { start_date: string }) => e.start_date);
    expect(starts).toContain('2027-02-04 18:00:00');
    expect(starts).not.toContain('2027-02-02 19:00:00');

    const page = (await screen(`/en/admin/events/${id}`, editor.key)).html;
    expect(values(page, 'repeat_skip')).toEqual(['2027-02-02', '2027-02-16']);
    expect(values(page, 'repeat_extra_day')).toEqual(['2027-02-04']);
    expect(values(page, 'repeat_extra_time')).toEqual(['18:00']);
    expect(values(page, 'recurrence')).toEqual(['']);
    // Saved again unchanged, the rule stays as it was.
    const again = await submit(
      `/en/admin/events/${id}`,
      withChanges(formFields(page), { intent: 'update' }),
      bearer(editor.key),
    );
    expect(again.status).toBe(303);
    expect(
      (await json(await call(`/events/${id}`, { headers: bearer(editor.key) }))).series.recurrence,
    ).toEqual(event.series.recurrence);
  });

  it('an all-day series skips and adds whole days, without times', async () => {
    const fields = await newForm({ ...weekly, all_day: '1', intent: 'publish' });
    fields.push(
      ['repeat_skip', '2027-01-19'],
      ['repeat_extra_day', '2027-01-21'],
      ['repeat_extra_time', '18:00'],
    );
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status, await res.clone().text()).toBe(303);
    const event = await json(await call(`/events/${idFromLocation(res)}`, { headers: bearer(editor.key) }));
    expect(event.series.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;COUNT=8;BYDAY=TU',
      'RDATE;VALUE=DATE:20270121',
      'EXDATE;VALUE=DATE:20270119',
    ]);
  });

  it('shows them in the preview before saving', async () => {
    const fields = await newForm({ ...weekly, intent: 'preview' });
    fields.push(
      ['repeat_skip', '2027-01-12'],
      ['repeat_extra_day', '2027-01-07'],
      ['repeat_extra_time', '11:00'],
    );
    const html = await (await submit('/en/admin/events/new', fields, bearer(editor.key))).text();
    const box = /<div class="notice" data-preview-result="true">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const shown = [...box.matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1]);
    expect(shown.slice(0, 3)).toEqual(['2027-01-05T19:00:00', '2027-01-07T11:00:00', '2027-01-19T19:00:00']);
  });

  it('a date written by hand the RFC 5545 way still works; a wrong one says how to write it', async () => {
    const fields = await newForm({ ...weekly, recurrence: 'EXDATE 2027-02-02', intent: 'publish' });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('for example EXDATE;TZID=Europe/Madrid:20270202T190000');
    expect(html).toMatch(/id="recurrence-error"/);
  });
});
