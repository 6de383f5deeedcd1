import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from '../../import/load/sql';
import type { ImportRows } from '../../import/map/import-rows';
import { restEvent } from '../../import/source/rest-map';
import { parseWxr } from '../../import/source/wxr';
import { eventFacts, termColors } from '../../src/calendars/event-facts';
import { costRange } from '../../src/lib/cost';
import recorded from '../fixtures/tec/event-facts/status-and-colours.json';
import { call, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/**
 * TEC's event status and its reason, Virtual Events' online address and when it shows, and TEC 6.14's
 * category colours carried by the importer, from a WordPress export's meta and from a live site's
 * answers (wp/v2 meta, TEC's single answers' JSON-LD), through the one mapping (import/map/event-facts.ts).
 */

const exportOf = (items: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Site</title><link>https://facts.example</link><language>es-ES</language>
<wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://facts.example</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[admin]]></wp:author_login></wp:author>
${items}
</channel></rss>`;

const rows = (meta: Record<string, string>, tag: 'wp:postmeta' | 'wp:termmeta') =>
  Object.entries(meta)
    .map(
      ([key, value]) =>
        `<${tag}><wp:meta_key><![CDATA[${key}]]></wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></${tag}>`,
    )
    .join('\n');

const eventItem = (id: number, title: string, day: string, meta: Record<string, string>, category = '') =>
  `<item><title><![CDATA[${title}]]></title><link>https://facts.example/event/e${id}/</link>
<dc:creator><![CDATA[admin]]></dc:creator><content:encoded><![CDATA[]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date><![CDATA[2026-01-01 10:00:00]]></wp:post_date><wp:post_date_gmt><![CDATA[2026-01-01 10:00:00]]></wp:post_date_gmt>
<wp:post_modified><![CDATA[2026-01-01 10:00:00]]></wp:post_modified><wp:post_modified_gmt><![CDATA[2026-01-01 10:00:00]]></wp:post_modified_gmt>
<wp:post_name><![CDATA[e${id}]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status><wp:post_parent>0</wp:post_parent>
<wp:menu_order>0</wp:menu_order><wp:post_type><![CDATA[tribe_events]]></wp:post_type><wp:post_password><![CDATA[]]></wp:post_password>
${category ? `<category domain="tribe_events_cat" nicename="${category}"><![CDATA[${category}]]></category>` : ''}
${rows(
  {
    _EventStartDate: `${day} 20:00:00`,
    _EventEndDate: `${day} 22:00:00`,
    _EventStartDateUTC: `${day} 19:00:00`,
    _EventEndDateUTC: `${day} 21:00:00`,
    _EventTimezone: 'Europe/Madrid',
    ...meta,
  },
  'wp:postmeta',
)}
</item>`;

const termMeta = recorded.term_meta as Record<string, string>;

describe('from a WordPress export', () => {
  let imported: ImportRows;
  beforeAll(async () => {
    const category = `<wp:term><wp:term_id>18</wp:term_id><wp:term_taxonomy><![CDATA[tribe_events_cat]]></wp:term_taxonomy>
<wp:term_slug><![CDATA[h38-colours]]></wp:term_slug><wp:term_parent><![CDATA[]]></wp:term_parent>
<wp:term_name><![CDATA[H38 Colours]]></wp:term_name>${rows(termMeta, 'wp:termmeta')}</wp:term>`;
    const source = parseWxr(
      exportOf(
        category +
          eventItem(9101, 'Imported cancelled', '2034-03-10', recorded.post_meta.cancelled, 'h38-colours') +
          eventItem(9102, 'Imported postponed', '2034-03-11', {
            ...recorded.post_meta.postponed,
            _EventCost: 'Gratis – 15 €',
          }) +
          eventItem(9103, 'Imported stream', '2034-03-12', {
            _tribe_events_is_virtual: 'yes',
            _tribe_virtual_events_type: 'hybrid',
            _tribe_events_virtual_url: 'https://stream.example.org/imported',
            _tribe_events_virtual_show_embed_at: 'at-start',
            _tribe_events_virtual_show_embed_to: 'a:1:{i:0;s:9:"logged-in";}',
          }),
      ),
    );
    imported = mapIntoEmpty(source);
    await runStatements(await importStatements(imported));
  });

  it('carries the status and its reason in the text’s language, TEC’s canceled as our cancelled', async () => {
    const cancelled: Json = await json(await call('/en/site/events/v1/events/9101'));
    expect(cancelled.event_status).toBe('cancelled');
    expect(cancelled.event_status_reason).toBe('The soloist is ill.');
    expect(cancelled.json_ld.eventStatus).toBe('https://schema.org/EventCancelled');
    const postponed: Json = await json(await call('/events/9102'));
    expect([postponed.event_status, postponed.event_status_reason]).toEqual(['postponed', 'Storm warning.']);
  });

  it('carries Virtual Events’ hybrid event with its address, shown from 15 minutes before (at-start), and reports the signed-in-only setting', async () => {
    const stream: Json = await json(await call('/events/9103'));
    expect(stream.attendance_mode).toBe('mixed');
    expect(stream.online_url_visible_before).toBe(15);
    expect(stream.online_url).toBeNull(); // not yet: 2034
    const row = await env.DB.prepare('SELECT online_url FROM posts WHERE id = 9103').first<{
      online_url: string;
    }>();
    expect(row!.online_url).toBe('https://stream.example.org/imported');
    expect(imported.problems.map((p) => [p.id, p.reason])).toContainEqual([
      9103,
      expect.stringContaining('signed-in visitors only'),
    ]);
  });

  it('carries the category’s colours from its term meta', async () => {
    const category: Json = await json(await call('/categories/18'));
    expect(category.colors).toEqual({
      primary: '#1e3a8a',
      secondary: '#dbeafe',
      text: '#ffffff',
      priority: 3,
    });
  });

  it('keeps the amounts of each event’s costs for the price filters, as the API’s own writes do', async () => {
    const range = costRange(['Gratis – 15 €'])!;
    expect(imported.costs).toEqual([{ content_id: 9102, cost_min: range.min, cost_max: range.max }]);
    expect(range).toEqual({ min: 0, max: 15 });
    const free: Json = await json(await call('/events?start_date=2034-03-01&end_date=2034-03-31&free=true'));
    expect(free.events.map((e: Json) => e.id)).toEqual([9102]);
  });
});

describe('from a live TEC site', () => {
  it('reads wp/v2’s meta, else a single answer’s JSON-LD, as TEC 6.17.2 answered them', () => {
    const v1 = recorded.cancelled_event;
    const withMeta = restEvent({
      v1: { ...v1, json_ld: undefined },
      wp: { id: v1.id, meta: { ...recorded.post_meta.cancelled } },
    } as never);
    expect(withMeta.event!.facts).toMatchObject({ status: 'cancelled', reason: 'The soloist is ill.' });
    // Only TEC's single answer: its JSON-LD says the status (not the reason).
    const fromJsonLd = restEvent({ v1, wp: undefined } as never);
    expect(fromJsonLd.event!.facts).toMatchObject({
      status: 'cancelled',
      reason: '',
      attendanceMode: 'offline',
    });
    expect(restEvent({ v1: recorded.postponed_event, wp: undefined } as never).event!.facts!.status).toBe(
      'postponed',
    );
    // A list's answer has no JSON-LD: scheduled, as TEC's default.
    expect(restEvent({ v1: recorded.list.events[0], wp: undefined } as never).event!.facts!.status).toBe(
      'scheduled',
    );
    // Virtual Events' REST fields.
    expect(eventFacts(() => undefined, { isVirtual: true, virtualUrl: 'https://v.example/x' })).toMatchObject(
      {
        attendanceMode: 'online',
        onlineUrl: 'https://v.example/x',
        onlineUrlVisibleBefore: null,
      },
    );
  });

  it('reads colours as TEC sanitizes them: hex colours only, the priority an integer', () => {
    const meta = (values: Record<string, string>) => (key: string) => values[key];
    expect(termColors(meta(termMeta))).toEqual({
      primary: '#1e3a8a',
      secondary: '#dbeafe',
      text: '#ffffff',
      priority: 3,
    });
    expect(
      termColors(meta({ 'tec-events-cat-colors-primary': 'red', 'tec-events-cat-colors-priority': 'x' })),
    ).toBeUndefined();
  });
});
