import { describe, expect, it } from 'vitest';
import { restTerm } from '../../import/source/rest-map';
import { parseWxr } from '../../import/source/wxr';

/** A small WordPress export around TEC events: what a file's meta rows leave out is read as TEC reads it. */
const exportOf = (items: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Site</title><link>https://old.example</link><language>en-US</language>
<wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://old.example</wp:base_blog_url>
${items}
</channel></rss>`;

const metaRows = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(
      ([key, value]) =>
        `<wp:postmeta><wp:meta_key><![CDATA[${key}]]></wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`,
    )
    .join('\n');

/** An event published at 12:00 local, 10:00 UTC: the site is two hours ahead of UTC. */
const eventItem = (meta: Record<string, string>) => `<item><title><![CDATA[Old one]]></title>
<link>https://old.example/event/old-one/</link><dc:creator><![CDATA[admin]]></dc:creator>
<content:encoded><![CDATA[<p>Body</p>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>10</wp:post_id>
<wp:post_date><![CDATA[2020-04-01 12:00:00]]></wp:post_date><wp:post_date_gmt><![CDATA[2020-04-01 10:00:00]]></wp:post_date_gmt>
<wp:post_modified><![CDATA[2020-04-01 12:00:00]]></wp:post_modified><wp:post_modified_gmt><![CDATA[2020-04-01 10:00:00]]></wp:post_modified_gmt>
<wp:post_name><![CDATA[old-one]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status>
<wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>
<wp:post_type><![CDATA[tribe_events]]></wp:post_type><wp:post_password><![CDATA[]]></wp:post_password>
${metaRows(meta)}
</item>`;

const dates = {
  _EventStartDate: '2020-04-10 19:00:00',
  _EventEndDate: '2020-04-10 21:00:00',
  _EventStartDateUTC: '2020-04-10 17:00:00',
  _EventEndDateUTC: '2020-04-10 19:00:00',
};

describe('--from-wxr: a record as TEC and the REST import read it', () => {
  it('an event saved without _EventTimezone (TEC before 3.12) is in the site’s zone, not UTC', () => {
    const source = parseWxr(exportOf(eventItem(dates)));
    expect(source.site.timezone).toBe('UTC+2');
    expect(source.posts[0]!.event).toMatchObject({
      startLocal: '2020-04-10 19:00:00',
      startUtc: '2020-04-10 17:00:00',
      timezone: 'UTC+2',
    });
    // --tz names the site's zone, and so the zone of such an event.
    const named = parseWxr(exportOf(eventItem(dates)), 'export.xml', { timezone: 'Europe/Madrid' });
    expect(named.posts[0]!.event!.timezone).toBe('Europe/Madrid');
  });

  it('an event’s own zone is kept verbatim', () => {
    const source = parseWxr(exportOf(eventItem({ ...dates, _EventTimezone: 'UTC+5.5' })));
    expect(source.posts[0]!.event!.timezone).toBe('UTC+5.5');
  });

  it('a term’s name is its text, as the REST import reads it: WordPress stores it escaped', () => {
    const terms = `<wp:term><wp:term_id>5</wp:term_id><wp:term_taxonomy><![CDATA[tribe_events_cat]]></wp:term_taxonomy>
<wp:term_slug><![CDATA[food-drink]]></wp:term_slug><wp:term_parent><![CDATA[]]></wp:term_parent>
<wp:term_name><![CDATA[Food &amp; Drink]]></wp:term_name></wp:term>
<wp:tag><wp:term_id>6</wp:term_id><wp:tag_slug><![CDATA[rock-roll]]></wp:tag_slug>
<wp:tag_name><![CDATA[Rock &#039;n&#039; roll]]></wp:tag_name></wp:tag>`;
    const source = parseWxr(exportOf(terms + eventItem(dates)));
    expect(source.terms.map((t) => t.name).sort()).toEqual(['Food & Drink', "Rock 'n' roll"]);
    const fromRest = restTerm(
      { id: 5, name: 'Food &amp; Drink', slug: 'food-drink', taxonomy: 'tribe_events_cat' },
      { id: 5, name: 'Food &amp; Drink', slug: 'food-drink', description: '' },
    );
    expect(source.terms.find((t) => t.id === 5)!.name).toBe(fromRest.name);
  });

  it('a child category’s old address nests its parents’ slugs, whatever their order in the file, a loop cut', () => {
    const category = (id: number, slug: string, parent: string) =>
      `<wp:term><wp:term_id>${id}</wp:term_id><wp:term_taxonomy><![CDATA[tribe_events_cat]]></wp:term_taxonomy>
<wp:term_slug><![CDATA[${slug}]]></wp:term_slug><wp:term_parent><![CDATA[${parent}]]></wp:term_parent>
<wp:term_name><![CDATA[${slug}]]></wp:term_name></wp:term>`;
    const terms = [
      category(3, 'bebop', 'jazz'),
      category(2, 'jazz', 'music'),
      category(1, 'music', ''),
      category(4, 'loop-a', 'loop-b'),
      category(5, 'loop-b', 'loop-a'),
    ].join('\n');
    const source = parseWxr(exportOf(terms + eventItem(dates)));
    const permalinks = Object.fromEntries(source.terms.map((t) => [t.slug, t.permalink]));
    expect(permalinks).toEqual({
      bebop: 'https://old.example/events/category/music/jazz/bebop/',
      jazz: 'https://old.example/events/category/music/jazz/',
      music: 'https://old.example/events/category/music/',
      'loop-a': 'https://old.example/events/category/loop-b/loop-a/',
      'loop-b': 'https://old.example/events/category/loop-a/loop-b/',
    });
  });
});
