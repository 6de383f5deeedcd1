#!/usr/bin/env node
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
/**
 * A short read and write check of a running service, deployed or local.
 *
 *   npm run smoke -- https://events.example.com [--key <api key>]     (or TEC_KEY=<key> in the environment)
 *
 * Reads anonymously (the route index, /doc, lists in two languages, the feed, the reference page and
 * its script, the widget, `/`, the error shape); with a key of an editor, author or administrator it
 * also creates a draft event (never public), reads it, updates it and deletes it for good. Prints
 * one line per check and `smoke: N passed, N failed`; exits 1 when a check failed.
 */
import { checkList, expect } from './lib/checks.mjs';

const USAGE = `Usage: npm run smoke -- <url> [--key <api key>] [--timeout <seconds>]

  <url>       the service's origin, e.g. https://events.example.com (a path after it is ignored)
  --key       an API key of a user who may create events (default: $TEC_KEY); without one, only
              reads are checked
  --timeout   seconds to wait for each response (default 20)`;

const API = '/site/events/v1';

export async function smoke(origin, { key, timeoutMs = 20_000, log = console.log } = {}) {
  const { check, totals } = checkList(log);
  const request = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.key) headers.set('Authorization', `Bearer ${init.key}`);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    const res = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {}
    return { res, text, body };
  };
  const status = (r, expected) =>
    expect(
      r.res.status === expected,
      `HTTP ${r.res.status}${r.body?.code ? ` ${r.body.code}: ${r.body.message}` : ''} (expected ${expected})`,
    );
  await check('the route index answers', async () => {
    const r = await request(API);
    status(r, 200);
    expect(r.body?.namespace === 'site/events/v1', 'not the site/events/v1 namespace index');
    return `${Object.keys(r.body.routes).length} routes`;
  });
  await check('the OpenAPI document is served', async () => {
    const r = await request(`${API}/doc`);
    status(r, 200);
    expect(r.body?.openapi === '3.1.0', `openapi ${r.body?.openapi}`);
  });
  await check('events are listed, with totals', async () => {
    const r = await request(`${API}/events?per_page=1`);
    status(r, 200);
    expect(Array.isArray(r.body?.events), 'no events array');
    expect(r.res.headers.get('x-tec-total') !== null, 'no X-TEC-Total header');
    return `${r.res.headers.get('x-tec-total')} upcoming, X-Cache ${r.res.headers.get('x-cache')}`;
  });
  await check('a language prefix works', async () => {
    const r = await request(`/eu${API}/events?per_page=1`);
    status(r, 200);
    expect(r.body?.rest_url?.includes('/eu/site/events/v1/'), `rest_url ${r.body?.rest_url}`);
  });
  await check('the iCalendar feed is served', async () => {
    const r = await request(`${API}/events.ics?per_page=1`);
    status(r, 200);
    expect(r.text.startsWith('BEGIN:VCALENDAR'), 'not an iCalendar body');
  });
  await check('the reference page and its renderer are served', async () => {
    const r = await request(`${API}/reference`);
    status(r, 200);
    const script = /<script src="([^"]+)"/.exec(r.text)?.[1];
    expect(script, 'the page names no script');
    const js = await request(script);
    status(js, 200);
    expect(/javascript/.test(js.res.headers.get('content-type') ?? ''), 'the renderer is not JavaScript');
  });
  await check('the widget script is served', async () => {
    status(await request(`${API}/widget.js`), 200);
  });
  await check('/ points to the API', async () => {
    const r = await request('/', { headers: { Accept: 'application/json' } });
    status(r, 200);
    expect(r.body?.api === `${origin}${API}`, `api ${r.body?.api}`);
  });
  await check('errors have the API error shape', async () => {
    const r = await request(`${API}/no-such-route`);
    status(r, 404);
    expect(r.body?.code === 'rest_no_route' && r.body?.data?.status === 404, 'not {code, message, data}');
  });

  if (!key) {
    log('- writes not checked: pass --key <api key> (or set TEC_KEY) to create, update and delete an event');
  } else {
    let id = null;
    const keyOk = await check('the key is accepted', async () => {
      const r = await request(`${API}/events?per_page=1&status=draft`, { key });
      status(r, 200);
    });
    if (keyOk) {
      const title = `Smoke test ${new Date().toISOString()}`;
      await check('an event is created (as a draft, never public)', async () => {
        const r = await request(`${API}/events`, {
          method: 'POST',
          key,
          json: {
            title,
            status: 'draft',
            start_date: '2099-01-01 10:00:00',
            end_date: '2099-01-01 11:00:00',
            excerpt: 'Created by npm run smoke; deleted at once.',
          },
        });
        status(r, 201);
        id = r.body.id;
        return `id ${id}`;
      });
      if (id !== null) {
        await check('the new event reads back', async () => {
          const r = await request(`${API}/events/${id}`, { key });
          status(r, 200);
          expect(r.body.title === title, `title ${JSON.stringify(r.body.title)}`);
        });
        await check('the event is updated', async () => {
          const r = await request(`${API}/events/${id}`, {
            method: 'POST',
            key,
            json: { excerpt: 'Updated.' },
          });
          status(r, 200);
          expect(r.body.excerpt === 'Updated.', `excerpt ${JSON.stringify(r.body.excerpt)}`);
        });
        await check('the event is deleted for good', async () => {
          const r = await request(`${API}/events/${id}?force=true`, { method: 'DELETE', key });
          status(r, 200);
          expect(r.body.deleted === true, 'not deleted');
          const gone = await request(`${API}/events/${id}`, { key });
          status(gone, 404);
        });
      }
    }
  }

  const { passed, failed, results } = totals();
  log(`smoke: ${passed} passed, ${failed} failed`);
  return { passed, failed, results };
}

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    key: { type: 'string' },
    timeout: { type: 'string', default: '20' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError('Give the URL of the service.', { showUsage: true });
  let origin;
  try {
    origin = new URL(positionals[0]).origin;
  } catch {
    throw new UsageError(`Not a URL: ${positionals[0]}`);
  }
  if (origin === 'null') throw new UsageError(`Not an http(s) URL: ${positionals[0]}`);
  const timeoutMs = Number(values.timeout) * 1000;
  if (!(timeoutMs > 0)) throw new UsageError('--timeout must be a number of seconds.');
  console.log(`Checking ${origin}${API}…`);
  const { failed } = await smoke(origin, { key: values.key ?? process.env.TEC_KEY, timeoutMs });
  process.exitCode = failed === 0 ? 0 : 1;
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) runCli(main, USAGE);
