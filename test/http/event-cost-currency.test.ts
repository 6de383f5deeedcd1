import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * The cost's own currency (issue 37, item 7): `cost_currency_symbol`, `cost_currency_position` and
 * `cost_currency_code`, as TEC keeps `_EventCurrencySymbol`, `_EventCurrencyPosition` and `_EventCurrencyCode`
 * per event, written on create and update (series-wide too), shown in `cost` and `cost_details`, cleared by
 * `""` back to reading the currency from the cost text, refused as 400 `rest_invalid_param` when invalid.
 */

// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Json = any;

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

const DATES = {
  start_date: '2031-03-02 10:00:00',
  end_date: '2031-03-02 11:00:00',
  timezone: 'Europe/Madrid',
};

async function created(body: Record<string, unknown>): Promise<Json> {
  const res = await send('POST', '/events', { title: 'Priced', ...DATES, ...body }, editor);
  const event = await json(res);
  expect(res.status, JSON.stringify(event)).toBe(201);
  return event;
}

async function updated(id: number, body: Record<string, unknown>): Promise<Json> {
  const res = await send('POST', `/events/${id}`, body, editor);
  const event = await json(res);
  expect(res.status, JSON.stringify(event)).toBe(200);
  return event;
}

const read = async (id: number) => json(await call(`/events/${id}`, { headers: bearer(editor) }));

describe('the cost’s own currency', () => {
  it('a create keeps the symbol, position and code given, in cost and cost_details', async () => {
    const event = await created({
      cost: '25',
      cost_currency_symbol: 'CHF ',
      cost_currency_position: 'postfix',
      cost_currency_code: 'chf',
    });
    const expected = {
      cost: '25CHF',
      cost_details: {
        currency_symbol: 'CHF',
        currency_code: 'CHF',
        currency_position: 'postfix',
        values: ['25'],
      },
    };
    expect(event).toMatchObject(expected);
    expect(await read(event.id)).toMatchObject(expected);
  });

  it('an update changes one field and keeps the others; a cost written with them keeps them', async () => {
    const event = await created({
      cost: '10 - 20',
      cost_currency_symbol: '£',
      cost_currency_position: 'prefix',
    });
    expect(event.cost).toBe('£10 – £20');
    const moved = await updated(event.id, { cost_currency_position: 'postfix' });
    expect(moved.cost).toBe('10£ – 20£');
    expect(moved.cost_details).toMatchObject({ currency_symbol: '£', currency_position: 'postfix' });
    const repriced = await updated(event.id, {
      cost: '30',
      cost_currency_symbol: '¥',
      cost_currency_position: 'prefix',
    });
    expect(repriced).toMatchObject({ cost: '¥30', cost_details: { currency_symbol: '¥', values: ['30'] } });
  });

  it('"" clears each back to reading the currency from the cost text', async () => {
    const event = await created({
      cost: '20 €',
      cost_currency_symbol: '$',
      cost_currency_position: 'prefix',
      cost_currency_code: 'USD',
    });
    expect(event.cost).toBe('$20');
    const cleared = await updated(event.id, {
      cost_currency_symbol: '',
      cost_currency_position: '',
      cost_currency_code: '',
    });
    expect(cleared.cost).toBe('20€');
    expect(cleared.cost_details).toMatchObject({ currency_symbol: '€', currency_position: 'postfix' });
  });

  it.each([
    ['cost_currency_symbol', 'ABCDEFGHIJK'],
    ['cost_currency_symbol', 12],
    ['cost_currency_position', 'left'],
    ['cost_currency_code', 'EURO'],
    ['cost_currency_code', '€€€'],
  ])('%s %j is 400 rest_invalid_param and writes nothing', async (name, value) => {
    const event = await created({ cost: '5', cost_currency_symbol: '€', cost_currency_position: 'postfix' });
    const res = await send('POST', `/events/${event.id}`, { cost: '9', [name]: value }, editor);
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toContain(name);
    expect((await read(event.id)).cost).toBe('5€');
    const create = await send('POST', '/events', { title: 'Refused', ...DATES, [name]: value }, editor);
    expect(create.status).toBe(400);
  });

  it('a series’ occurrences follow the currency of their series', async () => {
    const template = await created({
      title: 'Priced series',
      cost: '8',
      cost_currency_symbol: 'kr',
      cost_currency_position: 'postfix',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const list = async () =>
      (await json(await call(`/events/${template.id}/occurrences`, { headers: bearer(editor) })))
        .events as Json[];
    const before = await list();
    expect(before).toHaveLength(3);
    for (const occurrence of before) expect(occurrence.cost).toBe('8kr');
    await updated(template.id, { cost_currency_symbol: 'Kč', scope: 'all' });
    for (const occurrence of await list()) {
      expect(occurrence.cost).toBe('8Kč');
      expect(occurrence.cost_details.currency_symbol).toBe('Kč');
    }
  });

  it('one occurrence given its own currency (scope=this) keeps it; the following ones follow a split', async () => {
    const template = await created({
      title: 'Split series',
      cost: '4',
      cost_currency_symbol: '€',
      cost_currency_position: 'postfix',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    const list = async () =>
      (await json(await call(`/events/${template.id}/occurrences`, { headers: bearer(editor) })))
        .events as Json[];
    const [first, second, third] = await list();
    await updated(second.id, { cost_currency_symbol: '$', cost_currency_position: 'prefix', scope: 'this' });
    const costs = async () => (await list()).map((e: Json) => e.cost);
    expect(await costs()).toEqual(['4€', '$4', '4€', '4€']);
    await updated(third.id, {
      cost_currency_symbol: '£',
      cost_currency_position: 'prefix',
      scope: 'following',
    });
    expect((await read(first.id)).cost).toBe('4€');
    expect((await read(third.id)).cost).toBe('£4');
  });

  it('a revision keeps the currency, and restoring it brings it back', async () => {
    const event = await created({ cost: '12', cost_currency_symbol: 'R$', cost_currency_position: 'prefix' });
    await updated(event.id, { cost_currency_symbol: 'US$' });
    const revisions = (await json(await call(`/events/${event.id}/revisions`, { headers: bearer(editor) })))
      .revisions as Json[];
    const first = revisions[revisions.length - 1];
    expect(first).toMatchObject({ cost_currency_symbol: 'R$', cost_currency_position: 'prefix' });
    expect(revisions[0].cost_currency_symbol).toBe('US$');
    const res = await call(`/events/${event.id}/revisions/${first.id}/restore`, {
      method: 'POST',
      headers: bearer(editor),
    });
    expect(res.status).toBe(200);
    expect((await read(event.id)).cost).toBe('R$12');
  });
});
