import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../../src/http/html';
import { SEARCH_SCRIPT } from '../../src/submissions/form-script';
import { BASE, call, createUser, insertPost, json } from '../helpers';
import { setSettings, stampedAgo, submissionCount } from '../submissions-helpers';

/**
 * The public form's extras (docs/submissions.md#the-form): "Preview dates" (the editors' app's preview
 * of a repeat, rendered by the server, no JavaScript needed) and the venue and organizer search boxes
 * (a script under the page's CSP, by its hash, over the API's public lists).
 */

let admin: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  await insertPost('venue', 'Kafe Antzokia', { status: 'publish' });
  await insertPost('venue', 'Kafe Ezkutua', { status: 'draft' });
  await setSettings(admin, { submissions_anonymous: true });
});

afterAll(async () => {
  await setSettings(admin, { submissions_anonymous: null });
});

const postForm = (path: string, fields: Record<string, string>) =>
  call(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '10.66.0.1' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('Preview dates', () => {
  it('shows the repeat in words and its next dates, and sends nothing', async () => {
    const before = await submissionCount();
    const res = await postForm('/en/events/community/add', {
      title: 'Weekly jam',
      start_day: '2033-07-10',
      start_time: '19:00',
      timezone: 'Europe/Madrid',
      repeat: 'weekly',
      repeat_count: '3',
      submitter_name: 'Ane',
      form_started: await stampedAgo(10_000),
      preview_dates: '1',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="repeat-preview"');
    expect(html).toContain('The next dates');
    expect(html.match(/<li><time datetime="2033-07-(10|17|24)T19:00:00">/g)).toHaveLength(3);
    expect(html).toContain('Sunday, July 10, 2033');
    // What was typed stays.
    expect(html).toContain('value="Weekly jam"');
    expect(await submissionCount()).toBe(before);
  });

  it('in each language, and says so when there is no start', async () => {
    const res = await postForm('/eu/events/community/add', {
      repeat: 'monthly',
      repeat_count: '2',
      preview_dates: '1',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Aukeratu hasiera-data bat');
    const none = await (await postForm('/es/events/community/add', { preview_dates: '1' })).text();
    expect(none).toContain('El evento no se repite.');
  });

  it('Enter in a field sends the form, not the preview: the first submit button is Send', async () => {
    const html = await (await call(`${BASE}/en/events/community/add`)).text();
    const first = html.indexOf('<button type="submit"');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(html.indexOf('name="preview_dates"'));
    expect(html.slice(first, first + 60)).not.toContain('preview_dates');
  });
});

describe('venue and organizer search', () => {
  it('the script runs under the CSP by its hash, with the API root and its words', async () => {
    const res = await call(`${BASE}/gl/events/community/add`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(await cspHash(SEARCH_SCRIPT));
    const html = await res.text();
    expect(html).toContain(`data-api="/gl/site/events/v1"`);
    expect(html).toContain('data-venue-label="Buscar lugares"');
    expect(html).toContain(`>${SEARCH_SCRIPT}</script>`);
    // No JavaScript: the select is still there.
    expect(html).toMatch(/<select id="venue" name="venue"/);
  });

  it('asks the public list, which names published venues only', async () => {
    const body = await json(await call('/venues?search=Kafe&per_page=20'));
    const names = body.venues.map((v: { venue: string }) => v.venue);
    expect(names).toContain('Kafe Antzokia');
    expect(names).not.toContain('Kafe Ezkutua');
  });
});
