import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { Taxonomy } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError, forbidden } from '../http/errors';
import { listResponse } from '../http/pagination';
import { recordEtag, recordJson, writtenJson } from '../http/record-json';
import { MAX_ID, recordPath } from '../http/schemas';
import { parseParams, type Validated, validPath, validQuery } from '../http/validate';
import { aliasLanguageQuery, readLanguage } from '../posts/aliases';
import { loadWith } from '../posts/lookup';
import { canManageTerms } from '../posts/policy';
import { presentation } from '../posts/presenter';
import type { TermRow } from '../posts/rows';
import { type WriteContext, writeContext } from '../write/context';
import { presentTerm, TERM_ROUTE } from './presenter';
import { canonicalTermQuery, listTerms, type TermLookup, termLookup } from './queries';
import {
  tagCreateBody,
  tagListQuery,
  tagUpdateBody,
  termCreateBody,
  termListQuery,
  termReadQuery,
  termUpdateBody,
} from './schemas';
import { createTerm, deleteTerm, updateTerm } from './writes';

const ID = ':id{[0-9]+}';
/** List parameters whose order and duplicates don't change a query's meaning. */
const LIST_PARAMS = new Set(['include', 'exclude']);
/** With `orderby=include` the order of `include` is the order of the answer. */
const LIST_PARAMS_ORDERED_BY_INCLUDE = new Set(['exclude']);

type RecordContext = Context<AppEnv, string, Validated<{ param: typeof recordPath }>>;

const NOUN: Record<Taxonomy, 'category' | 'tag'> = { tribe_events_cat: 'category', post_tag: 'tag' };

/** Tags are flat: sending `parent` for one is an error of its own in WordPress. */
function refuseParentOnTags(taxonomy: Taxonomy, params: Record<string, unknown>) {
  if (taxonomy === 'post_tag' && params.parent !== undefined) {
    throw new ApiError(
      400,
      'rest_taxonomy_not_hierarchical',
      'Cannot set parent term, taxonomy is not hierarchical.',
    );
  }
}

/** The routes of one taxonomy: `/categories` or `/tags`, with everything they share written once. */
export function termRoutes(taxonomy: Taxonomy) {
  const route = `/${TERM_ROUTE[taxonomy]}`;
  const isTag = taxonomy === 'post_tag';
  const schemas = isTag
    ? { list: tagListQuery, create: tagCreateBody, update: tagUpdateBody }
    : { list: termListQuery, create: termCreateBody, update: termUpdateBody };

  const notFound = (id: string | undefined) =>
    new ApiError(
      404,
      `rest-${NOUN[taxonomy]}-not-found`,
      `The ${NOUN[taxonomy]} with ID ${id} does not exist.`,
    );

  /** The term a route names, or 404 (at once for an id no term can have). Reads follow aliases. */
  function lookup(c: RecordContext, { aliases = false } = {}): TermLookup {
    const { id } = c.req.valid('param');
    const missing = () => notFound(c.req.param('id'));
    if (id === undefined || !(id > 0 && id <= MAX_ID)) throw missing();
    return termLookup(taxonomy, id, missing, { aliases });
  }

  /** Term rights depend on the role alone: checked before any parameter or existence check. */
  function termWriteContext(c: Context<AppEnv>): WriteContext {
    const ctx = writeContext(c);
    if (!canManageTerms(ctx.user)) throw forbidden(403);
    // A 412 names the term's ETag as its single read would give it.
    ctx.guard.etagOf = (term: TermRow) => recordEtag(term.version ?? 0, presentTerm(term, presentation(c)));
    return ctx;
  }

  async function update(c: RecordContext) {
    const ctx = termWriteContext(c);
    refuseParentOnTags(taxonomy, c.get('params'));
    const input = parseParams(schemas.update, c.get('params'));
    const term = await updateTerm(c.get('db'), lookup(c), input, ctx);
    return writtenJson(c, presentTerm(term, presentation(c)), term.version);
  }

  return new Hono<AppEnv>()
    .get(route, validQuery(schemas.list), async (c) => {
      const query = c.req.valid('query');
      const canonical = canonicalTermQuery(query);
      const lists = query.orderby === 'include' ? LIST_PARAMS_ORDERED_BY_INCLUDE : LIST_PARAMS;
      return cached(c, { query: canonical, lists }, async () => {
        const { total, terms } = await listTerms(c.get('db'), query, {
          taxonomy,
          lang: c.get('lang'),
          defaultLang: c.get('config').defaultLanguage,
          caller: c.get('caller'),
        });
        const p = presentation(c);
        const page = { page: query.page, perPage: query.per_page, total };
        return listResponse(
          c,
          {
            key: TERM_ROUTE[taxonomy],
            items: terms.map((term) => presentTerm(term, p)),
            collectionUrl: `${p.apiRoot}${route}`,
            query: canonical,
            page,
          },
          'terms',
        );
      });
    })
    .post(route, async (c) => {
      const ctx = termWriteContext(c);
      refuseParentOnTags(taxonomy, c.get('params'));
      const input = parseParams(schemas.create, c.get('params'));
      const term = await createTerm(c.get('db'), taxonomy, input, ctx);
      return writtenJson(c, presentTerm(term, presentation(c)), term.version, 201);
    })
    .get(`${route}/${ID}`, validPath(recordPath), validQuery(termReadQuery), async (c) =>
      cached(c, { query: [] }, async () => {
        const {
          record: term,
          checked: [aliasRows],
        } = await loadWith(c.get('db'), lookup(c, { aliases: true }), [
          aliasLanguageQuery('term', c.req.valid('param').id ?? 0),
        ]);
        return recordJson(
          c,
          presentTerm(term, { ...presentation(c), lang: readLanguage(c, aliasRows) }),
          term.version,
        );
      }),
    )
    .on(['POST', 'PUT', 'PATCH'], `${route}/${ID}`, validPath(recordPath), update)
    .delete(`${route}/${ID}`, validPath(recordPath), async (c) => {
      const ctx = termWriteContext(c);
      const term = await deleteTerm(c.get('db'), lookup(c), ctx);
      return writtenJson(c, presentTerm(term, presentation(c)), undefined);
    });
}
