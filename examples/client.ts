/**
 * The typed client: list upcoming events, then (with a key) create, update and delete one.
 *
 *   npx tsx examples/client.ts                       (against http://127.0.0.1:8787, `npm start` running)
 *   EVENTS_API=https://events.example.com TEC_KEY=tec_… npx tsx examples/client.ts
 */
import { EventsApiError, EventsClient } from '../src/client';

const api = new EventsClient({
  baseUrl: process.env.EVENTS_API ?? 'http://127.0.0.1:8787',
  lang: 'eu',
  key: process.env.TEC_KEY,
});

const page = await api.events.list({ per_page: 3 });
console.log(`${page.total} upcoming events; the first ${page.data.length}:`);
for (const event of page.data) console.log(`  ${event.utc_start_date} UTC  ${event.title}`);
const next = page.next ? await page.next() : null;
console.log(`page 2 starts with: ${next?.data[0]?.title ?? '(no page 2)'}`);

try {
  await api.events.bySlug('no-such-event');
} catch (error) {
  if (error instanceof EventsApiError) console.log(`a missing event is ${error.status} ${error.code}`);
}

if (process.env.TEC_KEY) {
  const created = await api.events.create({
    title: 'Client example',
    start_date: '2027-06-01 18:00',
    end_date: '2027-06-01 20:00',
    status: 'draft',
  });
  const updated = await api.events.update(created.id, { featured: true });
  const deleted = await api.events.delete(created.id, { force: true });
  console.log(
    `created ${created.id} (${created.status}), featured: ${updated.featured}, deleted: ${deleted.deleted}`,
  );
} else {
  console.log('Set TEC_KEY to an API key to also create, update and delete an event.');
}
console.log(`reference: ${api.referenceUrl()}`);
