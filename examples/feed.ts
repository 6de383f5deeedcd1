/**
 * A calendar subscription: the iCalendar feed URL for some filters (what a calendar app subscribes
 * to), and what it holds, read with a few lines of parsing.
 *
 *   npx tsx examples/feed.ts                          (against http://127.0.0.1:8787, `npm start` running)
 *   EVENTS_API=https://events.example.com npx tsx examples/feed.ts
 */
import { EventsClient } from '../src/client';

const api = new EventsClient({ baseUrl: process.env.EVENTS_API ?? 'http://127.0.0.1:8787', lang: 'es' });
const url = api.events.feedUrl({ categories: ['musica'], per_page: 20 });
console.log(`Subscribe in a calendar app to: ${url.replace(/^https?:/, 'webcal:')}`);

const res = await fetch(url);
if (!res.ok) throw new Error(`The feed answered ${res.status}`);
// Lines folded at 75 octets continue with a space (RFC 5545 §3.1): unfold before reading.
const lines = (await res.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
const events = lines.filter((line) => line === 'BEGIN:VEVENT').length;
console.log(`${res.headers.get('x-tec-total')} events match; this page of the feed has ${events}:`);
for (const line of lines.filter((l) => l.startsWith('SUMMARY')).slice(0, 5)) {
  console.log(`  ${line.slice(line.indexOf(':') + 1).replace(/\\([,;\\])/g, '$1')}`);
}
