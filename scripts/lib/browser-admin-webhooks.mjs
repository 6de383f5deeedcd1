/**
 * The browser test's last flows through the editors' app, after scripts/lib/browser-admin-flows.mjs: an
 * administrator adds a webhook endpoint on this machine (the test's `wrangler dev` runs with
 * WEBHOOK_LOCAL_DEVELOPMENT=true, passed as a `--var`), copies the secret shown once, and the receiver
 * verifies with it both a ping and the `event.created` the Queue delivers after a write through the API;
 * the endpoint's page lists that delivery with its attempt. Then axe-core on the screens not checked
 * before (the month calendar, the webhooks, one endpoint, a venue's editor and its delete page, the
 * passkeys) in Basque and Spanish; screenshots bench/screenshots/admin-*.png.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { signInAsAdmin } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';
import { receiverHandler } from './webhook-receive.mjs';

/**
 * A receiver on 127.0.0.1 that verifies every message as scripts/webhook-receiver.mjs does (with no
 * secret yet, only the creation's ping is accepted) and remembers what it accepted and refused.
 */
export function startWebhookReceiver() {
  const state = { secret: '', accepted: [], refused: [] };
  const server = createServer(
    receiverHandler(
      () => state.secret,
      (result, body) => {
        const entry = { verified: Boolean(state.secret), body: safeJson(body), line: result.line };
        (result.status === 204 ? state.accepted : state.refused).push(entry);
      },
    ),
  );
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hooks`,
        state,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function adminWebhookChecks({
  page,
  apiOrigin,
  key,
  receiver,
  check,
  expectEqual,
  screenshots,
}) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const shot = (name) =>
    page.screenshot({ path: path.join(screenshots, `admin-${name}.png`), fullPage: true });
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  /** Clicks a form's button and waits for the page its POST answers. */
  const submit = async (button) => {
    await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && res.request().isNavigationRequest()),
      button.click(),
    ]);
    await page.waitForLoadState();
  };
  /** Waits (at most `ms`) until the receiver accepted a message `matches` answers true for. */
  const received = async (matches, ms) => {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
      const found = receiver.state.accepted.find((entry) => matches(entry));
      if (found) return found;
    }
    throw new Error(`not received; refused: ${JSON.stringify(receiver.state.refused.map((r) => r.line))}`);
  };

  await signInAsAdmin(page, origin);

  let endpointPage = '';
  await check(
    'editors’ app: an administrator adds a webhook; its secret, shown once, verifies a ping and an event.created the Queue delivers',
    async () => {
      await open('/en/admin/webhooks');
      await page.getByLabel('URL', { exact: true }).fill(receiver.url);
      await page.getByLabel('Description', { exact: true }).fill('The browser test’s receiver');
      await page.locator('input[name="event_types"][value="event.*"]').check();
      await submit(page.getByRole('button', { name: 'Create', exact: true }));
      if ((await page.locator('#secret').count()) === 0) {
        throw new Error(`no secret shown: ${await page.locator('[role="alert"]').allTextContents()}`);
      }
      const secret = await page.locator('#secret').inputValue();
      if (!/^whsec_[A-Za-z0-9+/=]+$/.test(secret)) throw new Error(`secret: "${secret}"`);
      // The creation's answer is the endpoint's page, at the list's address: its own is in its forms.
      const pingAction = await page.locator('form[action$="/ping"]').getAttribute('action');
      endpointPage = new URL(pingAction.replace(/\/ping$/, ''), page.url()).href;
      await received((entry) => entry.body?.type === 'webhook.ping' && !entry.verified, 5_000);

      receiver.state.secret = secret;
      await submit(page.getByRole('button', { name: 'Send a ping', exact: true }));
      await received((entry) => entry.body?.type === 'webhook.ping' && entry.verified, 5_000);

      const made = await fetch(`${apiOrigin}/site/events/v1/events`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Webhook en el navegador',
          status: 'publish',
          start_date: '2031-03-04 18:00',
          end_date: '2031-03-04 19:00',
        }),
      });
      const event = await made.json();
      if (made.status !== 201) throw new Error(`POST /events: ${made.status} ${JSON.stringify(event)}`);
      const delivered = await received(
        (entry) => entry.verified && entry.body?.type === 'event.created' && entry.body.data?.id === event.id,
        30_000,
      );
      expectEqual(delivered.body.data.kind, 'event', 'the delivery’s kind');

      // The endpoint's page lists the delivery and its attempt (the receiver's 204).
      const listed = page.locator('tbody tr', { hasText: 'event.created' });
      for (const until = Date.now() + 15_000; Date.now() < until; await sleep(500)) {
        await page.goto(endpointPage);
        if ((await listed.count()) > 0) break;
      }
      if (!(await listed.first().textContent())?.includes('204'))
        throw new Error('no delivery with a 204 listed');
      expectEqual(await page.locator('#secret').count(), 0, 'the secret shown again');
      expectEqual(receiver.state.refused, [], 'refused messages');
      await shot('webhook');
    },
  );

  await check(
    'editors’ app: the calendar, webhooks, an endpoint, the records’ editors and a delete page, tags, a user, passkeys in Basque and Spanish, no axe violations',
    async () => {
      const venues = await (await fetch(`${apiOrigin}/site/events/v1/venues?per_page=1`)).json();
      const venue = venues.venues?.[0]?.id;
      if (!venue) throw new Error('no venue in the sample data');
      const endpoint = new URL(endpointPage).pathname.split('/').pop();
      const first = async (kind) => {
        const list = await (await fetch(`${apiOrigin}/site/events/v1/${kind}?per_page=1`)).json();
        const id = list[kind]?.[0]?.id;
        if (!id) throw new Error(`no ${kind} in the sample data`);
        return id;
      };
      const [organizer, category, tag] = [
        await first('organizers'),
        await first('categories'),
        await first('tags'),
      ];
      for (const lang of ['eu', 'es']) {
        for (const [name, where] of [
          ['calendar', '/calendar'],
          ['webhooks', '/webhooks'],
          ['webhook-endpoint', `/webhooks/${endpoint}`],
          ['venue-editor', `/venues/${venue}`],
          ['venue-delete', `/venues/${venue}/delete`],
          ['passkeys', '/passkeys'],
          ['organizer-editor', `/organizers/${organizer}`],
          ['category-editor', `/categories/${category}`],
          ['tags', '/tags'],
          ['tag-editor', `/tags/${tag}`],
          ['new-venue', '/venues/new'],
          ['user', '/users/1'],
        ]) {
          await open(`/${lang}/admin${where}`);
          expectEqual(await page.locator('html').getAttribute('lang'), lang, `${lang} ${name} language`);
          expectEqual(await axeViolations(page), [], `${lang} ${name}: axe`);
          if (lang === 'eu' && !['passkeys', 'tags', 'new-venue', 'user'].includes(name)) await shot(name);
        }
      }
    },
  );
}
