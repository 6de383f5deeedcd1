import type { Taxonomy } from '../db/schema';
import { pickTranslation } from '../lib/languages';
import { languageKeys, type Presentation } from '../posts/presenter';
import type { TermRow } from '../posts/rows';
import { termPath } from '../posts/term-path';

export const TERM_ROUTE: Record<Taxonomy, 'categories' | 'tags'> = {
  tribe_events_cat: 'categories',
  post_tag: 'tags',
};

const PUBLIC_PATH: Record<Taxonomy, string> = { tribe_events_cat: 'events/category', post_tag: 'tag' };

const termText = (term: TermRow, p: Presentation) =>
  pickTranslation(term.texts, p.lang, p.defaultLang) ?? { lang: p.lang, name: '', slug: '', description: '' };

function termUrls(term: TermRow, p: Presentation) {
  const collection = `${p.apiRoot}/${TERM_ROUTE[term.taxonomy]}`;
  return {
    self: `${collection}/${term.id}`,
    collection,
    ...(term.taxonomy === 'tribe_events_cat' && term.parent ? { up: `${collection}/${term.parent}` } : {}),
  };
}

/** A term as TEC embeds it inside an event. */
export function presentEmbeddedTerm(term: TermRow, p: Presentation) {
  const text = termText(term, p);
  return {
    name: text.name,
    slug: text.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy: term.taxonomy,
    description: text.description,
    parent: term.parent,
    count: term.count,
    filter: 'raw',
    id: term.id,
    urls: termUrls(term, p),
    ...languageKeys(term.texts, text.lang, p, `${TERM_ROUTE[term.taxonomy]}/${term.id}`),
  };
}

/** A term as the categories and tags routes show it. */
export function presentTerm(term: TermRow, p: Presentation) {
  const text = termText(term, p);
  return {
    id: term.id,
    count: term.count,
    description: text.description,
    name: text.name,
    slug: text.slug,
    taxonomy: term.taxonomy,
    ...(term.taxonomy === 'tribe_events_cat' ? { parent: term.parent } : {}),
    meta: [],
    url: `${p.siteUrl}/${PUBLIC_PATH[term.taxonomy]}/${termPath(term, p.lang, p.defaultLang).join('/')}/`,
    urls: termUrls(term, p),
    // Ours after TEC's keys: TEC keeps its category colours in term meta its REST does not show.
    ...(term.taxonomy === 'tribe_events_cat' ? { colors: term.colors } : {}),
    ...languageKeys(term.texts, text.lang, p, `${TERM_ROUTE[term.taxonomy]}/${term.id}`),
  };
}
