import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { assertPageExists, listResponse } from '../http/pagination';
import { recordEtag, recordJson, writtenJson } from '../http/record-json';
import { booleanParam, languageParam, MAX_ID, recordPath } from '../http/schemas';
import { parseParams, type Validated, validPath, validQuery } from '../http/validate';
import { formatUtcWall } from '../lib/dates';
import { z } from '../lib/zod';
import { aliasLanguageQuery, readLanguage } from '../posts/aliases';
import { loadWith, lookupOne, type RecordLookup } from '../posts/lookup';
import { assertCanCreate } from '../posts/policy';
import { presentation } from '../posts/presenter';
import { decodePostRow, type PostRow } from '../posts/rows';
import { canRead, listStatuses } from '../posts/visibility';
import { writeContext } from '../write/context';
import type { LinkedKind } from './kind';
import { canonicalLinkedQuery, findLinkedStatement, linkedListQuery, listLinked } from './queries';
import { createLinked, deleteLinkedPermanently, type LinkedInput, trashLinked, updateLinked } from './writes';

const ID = ':id{[0-9]+}';
const LIST_PARAMS = new Set(['status']);
const SLUG = ':slug{[^/]+}';

export const linkedReadQuery = z.object({ translation_language: languageParam.optional() });
export const linkedDeleteQuery = z.object({
  force: booleanParam.default(false),
  translation_language: languageParam.optional(),
});

type RecordContext = Context<AppEnv, string, Validated<{ param: typeof recordPath }>>;

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The routes of venues or organizers: list, single by id and by slug, create, update, delete. */
export function linkedRoutes(kind: LinkedKind) {
  const base = `/${kind.route}`;
  const noun = capitalized(kind.kind);

  /**
   * The record a by-id or by-slug route names, or 404 (at once for an id no record can have). Reads by id
   * follow aliases.
   */
  function lookup(c: RecordContext, { aliases = false } = {}): RecordLookup<PostRow> {
    const { id, slug } = c.req.valid('param');
    if (slug !== undefined) {
      return lookupOne(
        findLinkedStatement(
          kind,
          { slug, lang: c.get('lang'), defaultLang: c.get('config').defaultLanguage },
          c.get('caller'),
        ),
        decodePostRow,
        () => new ApiError(404, kind.errors.notFound, `${noun} with slug ${slug} does not exist.`),
      );
    }
    const missing = () =>
      new ApiError(404, kind.errors.notFound, `${noun} with ID ${c.req.param('id')} does not exist.`);
    if (id === undefined || id > MAX_ID) throw missing();
    return lookupOne(findLinkedStatement(kind, { id, aliases }, c.get('caller')), decodePostRow, missing);
  }

  async function read(c: RecordContext) {
    return cached(c, { query: [] }, async () => {
      const { id, slug } = c.req.valid('param');
      const {
        record: row,
        checked: [aliasRows],
      } = await loadWith(
        c.get('db'),
        lookup(c, { aliases: true }),
        slug !== undefined || id === undefined ? [] : [aliasLanguageQuery('post', id)],
      );
      if (!canRead(c.get('caller'), row, formatUtcWall(new Date()))) {
        throw new ApiError(403, kind.errors.notAccessible, `The requested ${kind.kind} is not accessible`);
      }
      return recordJson(
        c,
        kind.present(row, { ...presentation(c, true), lang: readLanguage(c, aliasRows) }),
        row.version,
      );
    });
  }

  /** A write's context; a 412 names the record's ETag as its single read would give it. */
  function linkedWriteContext(c: Context<AppEnv>) {
    const ctx = writeContext(c);
    ctx.guard.etagOf = (row: PostRow) =>
      recordEtag(row.version ?? 0, kind.present(row, presentation(c, true)));
    return ctx;
  }

  async function update(c: RecordContext) {
    const ctx = linkedWriteContext(c);
    const input = parseParams(kind.updateBody, c.get('params')) as LinkedInput;
    const row = await updateLinked(c.get('db'), kind, lookup(c), input, ctx);
    return writtenJson(c, kind.present(row, presentation(c)), row.version);
  }

  async function remove(c: RecordContext) {
    const ctx = linkedWriteContext(c);
    const { force } = parseParams(linkedDeleteQuery, c.get('params'));
    const p = presentation(c);
    if (force) {
      const previous = await deleteLinkedPermanently(c.get('db'), kind, lookup(c), ctx);
      return writtenJson(c, { deleted: true, previous: kind.present(previous, p) }, undefined);
    }
    const row = await trashLinked(c.get('db'), kind, lookup(c), ctx);
    return writtenJson(c, kind.present(row, p), row.version);
  }

  return new Hono<AppEnv>()
    .get(base, validQuery(linkedListQuery), async (c) => {
      const query = c.req.valid('query');
      const siteTimezone = c.get('config').siteTimezone;
      const canonical = canonicalLinkedQuery(
        query,
        listStatuses(c.get('caller'), query.status),
        siteTimezone,
      );
      return cached(c, { query: canonical, lists: LIST_PARAMS }, async () => {
        const { total, rows } = await listLinked(c.get('db'), kind, query, {
          caller: c.get('caller'),
          lang: c.get('lang'),
          defaultLang: c.get('config').defaultLanguage,
          siteTimezone,
          now: new Date(),
        });
        const page = { page: query.page, perPage: query.per_page, total };
        assertPageExists(page, rows.length, kind.kind);
        const p = presentation(c);
        return listResponse(c, {
          key: kind.route,
          items: rows.map((row) => kind.present(row, p)),
          collectionUrl: `${p.apiRoot}${base}`,
          query: canonical,
          page,
        });
      });
    })
    .post(base, async (c) => {
      const ctx = writeContext(c);
      assertCanCreate(ctx.user);
      const input = parseParams(kind.createBody, c.get('params')) as LinkedInput;
      const row = await createLinked(c.get('db'), kind, input, ctx);
      return writtenJson(c, kind.present(row, presentation(c)), row.version, 201);
    })
    .get(`${base}/${ID}`, validPath(recordPath), validQuery(linkedReadQuery), read)
    .on(['POST', 'PUT', 'PATCH'], `${base}/${ID}`, validPath(recordPath), update)
    .delete(`${base}/${ID}`, validPath(recordPath), remove)
    .get(`${base}/by-slug/${SLUG}`, validPath(recordPath), validQuery(linkedReadQuery), read)
    .on(['POST', 'PUT', 'PATCH'], `${base}/by-slug/${SLUG}`, validPath(recordPath), update)
    .delete(`${base}/by-slug/${SLUG}`, validPath(recordPath), remove);
}
