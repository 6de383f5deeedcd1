import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { formFields, idFromLocation, screen, submit, withChanges } from './editor-form';

/**
 * The cost's own currency in the editor (issue 37 item 7): a symbol field and a position select next to the
 * cost, filled from the event, sent through the API's write when changed, shown in five languages.
 */

type User = { id: number; login: string; key: string };
let editor: User;

beforeAll(async () => {
  editor = await createUser('editor');
});

const read = async (id: number) => json(await call(`/events/${id}`, { headers: bearer(editor.key) }));
const field = (fields: Array<[string, string]>, name: string) => fields.find(([n]) => n === name)?.[1];

async function saved(id: number, changes: Record<string, string>) {
  const { html } = await screen(`/en/admin/events/${id}`, editor.key);
  const res = await submit(
    `/en/admin/events/${id}`,
    withChanges(formFields(html), { intent: 'update', ...changes }),
    bearer(editor.key),
  );
  expect(res.status, await res.clone().text()).toBe(303);
  return read(id);
}

describe('the cost’s currency in the editor', () => {
  it('offers a symbol and a position before or after the amount, in each language', async () => {
    const words = {
      en: ['Currency symbol', 'Before the amount', 'After the amount'],
      es: ['Símbolo de moneda', 'Antes del importe', 'Después del importe'],
      eu: ['Moneta-ikurra', 'Zenbatekoaren aurretik', 'Zenbatekoaren ondoren'],
      ca: ['Símbol de moneda', 'Abans de l’import', 'Després de l’import'],
      gl: ['Símbolo de moeda', 'Antes do importe', 'Despois do importe'],
    };
    for (const [lang, [label, before, after]] of Object.entries(words)) {
      const { html } = await screen(`/${lang}/admin/events/new`, editor.key);
      expect(html).toContain(`<label for="f-cost_currency_symbol">${label}</label>`);
      expect(html).toContain('<select id="f-cost_currency_position" name="cost_currency_position"');
      expect(html.replaceAll('&#39;', '’').replaceAll("'", '’')).toContain(
        `<option value="prefix">${before}</option>`,
      );
      expect(html.replaceAll('&#39;', '’').replaceAll("'", '’')).toContain(
        `<option value="postfix">${after}</option>`,
      );
    }
  });

  it('creates an event with its own currency', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Con moneda',
        intent: 'draft',
        cost: '25',
        cost_currency_symbol: 'CHF',
        cost_currency_position: 'postfix',
      }),
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    const event = await read(idFromLocation(res));
    expect(event).toMatchObject({
      cost: '25CHF',
      cost_details: { currency_symbol: 'CHF', currency_position: 'postfix', values: ['25'] },
    });
  });

  it('shows the saved currency and round-trips a change, a new cost and a clear', async () => {
    const event = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Ida y vuelta',
          start_date: '2031-05-01 10:00:00',
          end_date: '2031-05-01 11:00:00',
          cost: '12',
          cost_currency_symbol: 'kr',
          cost_currency_position: 'postfix',
        },
        editor.key,
      ),
    );
    const fields = formFields((await screen(`/en/admin/events/${event.id}`, editor.key)).html);
    expect(field(fields, 'cost_currency_symbol')).toBe('kr');
    expect(field(fields, 'cost_currency_position')).toBe('postfix');

    expect((await saved(event.id, { cost_currency_position: 'prefix' })).cost).toBe('kr12');
    // A new cost alone keeps the event's own currency.
    expect((await saved(event.id, { cost: '15' })).cost).toBe('kr15');
    const cleared = await saved(event.id, {
      cost: '15 €',
      cost_currency_symbol: '',
      cost_currency_position: '',
    });
    expect(cleared).toMatchObject({
      cost: '15€',
      cost_details: { currency_symbol: '€', currency_position: 'postfix' },
    });
  });

  it('Preview event shows the cost with the currency typed, before saving', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await submit(
      '/en/admin/events/new/preview-page',
      withChanges(formFields(html), {
        title: 'Vista previa',
        cost: '7',
        cost_currency_symbol: 'CHF',
        cost_currency_position: 'prefix',
        intent: 'preview-page',
        preview_lang: 'en',
      }),
      bearer(editor.key),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('CHF7');
  });

  it('shows a refused symbol at its field', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Símbolo largo',
        intent: 'draft',
        cost_currency_symbol: 'ABCDEFGHIJK',
      }),
      bearer(editor.key),
    );
    const page = await res.text();
    expect(page).toContain('id="cost_currency_symbol-error"');
    expect(page).toContain('At most 10 characters.');
  });
});
