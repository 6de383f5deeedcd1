import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import bundle from '../../browser/rich-text/bundle.json';
import { RICH_TEXT_WORDS } from '../../browser/rich-text/words';
import { LANGUAGES } from '../../src/lib/languages';
import { createUser } from '../helpers';
import { screen } from './editor-form';

/**
 * How the screens serve the visual editor (browser/rich-text; its behaviour is the browser test's,
 * scripts/lib/browser-admin-rich-text.mjs): the bundle as a file of the site's static assets, named by its
 * manifest, loaded under the response's nonce with the words of the screen's language, over the
 * description and excerpt fields of events, venues and organizers (in every language), and only there.
 */

let editor: { key: string };

beforeAll(async () => {
  editor = await createUser('editor');
});

const nonceOf = (res: Response) =>
  /script-src 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;

/** The page's script element of the editor's bundle, or null. */
const editorScript = (html: string) =>
  new RegExp(`<script[^>]*src="${bundle.path.replaceAll('.', '\\.')}"[^>]*></script>`).exec(html)?.[0] ??
  null;

const richFields = (html: string) =>
  [...html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*data-rich-text=""/g)].map((m) => m[1]).sort();

describe('the visual editor’s file', () => {
  it('is a static asset of the site, as the manifest names it, under its budget', async () => {
    const res = await env.ASSETS.fetch(`https://example.com${bundle.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const code = await res.text();
    expect(new TextEncoder().encode(code).length).toBe(bundle.bytes);
    expect(code).not.toMatch(/\beval\(|new Function\(/);
    // The budget of docs/performance.md (scripts/build-rich-text.mjs fails a build over it).
    expect(bundle.gzipBytes).toBeLessThanOrEqual(90 * 1024);
    const licences = await env.ASSETS.fetch(
      `https://example.com${bundle.path.replace(/\.js$/, '.licences.txt')}`,
    );
    expect(await licences.text()).toContain('prosemirror-view@');
  });
});

describe('the event editor', () => {
  it('loads it under the response’s nonce with the words of its language, over the descriptions and excerpts', async () => {
    for (const lang of LANGUAGES) {
      const { res, html } = await screen(`/${lang}/admin/events/new`, editor.key);
      expect(res.status).toBe(200);
      const script = editorScript(html);
      expect(script, lang).not.toBeNull();
      expect(script).toContain(`nonce="${nonceOf(res)}"`);
      expect(script).toContain(' defer');
      const words = JSON.parse(
        /data-words="([^"]*)"/.exec(script!)![1]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'"),
      );
      expect(words).toEqual(RICH_TEXT_WORDS[lang]);
      const others = LANGUAGES.filter((l) => l !== 'es');
      expect(richFields(html)).toEqual(
        ['description', 'excerpt', ...others.flatMap((l) => [`description_${l}`, `excerpt_${l}`])].sort(),
      );
    }
  });

  it('still offers the plain field: the textarea, labelled, holding the saved HTML', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toMatch(
      /<label for="f-description">Description<\/label><textarea id="f-description" name="description"/,
    );
  });
});

describe('the venue and organizer editors', () => {
  it('load it over their descriptions and excerpts; categories and tags do not', async () => {
    for (const kind of ['venues', 'organizers']) {
      const { html } = await screen(`/en/admin/${kind}/new`, editor.key);
      expect(editorScript(html), kind).not.toBeNull();
      expect(richFields(html)).toContain('description');
      expect(richFields(html)).toContain('excerpt');
      expect(richFields(html)).toContain('description_eu');
    }
    for (const kind of ['categories', 'tags']) {
      const { html } = await screen(`/en/admin/${kind}/new`, editor.key);
      expect(editorScript(html), kind).toBeNull();
      expect(richFields(html)).toEqual([]);
    }
  });

  it('the events list, a screen without such fields, does not load it', async () => {
    const { html } = await screen('/en/admin/events', editor.key);
    expect(editorScript(html)).toBeNull();
  });
});
