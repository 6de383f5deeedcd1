import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { forbidden } from '../http/errors';
import { apiRoot } from '../http/pagination';
import { validQuery } from '../http/validate';
import { authorCategories, withinCategories } from './author-rights';
import { createSubmission } from './create';
import {
  actOnSubmission,
  loadSubmission,
  moderates,
  moderatesThis,
  sentBy,
  submissionNotFound,
} from './decide';
import { presentSubmission } from './presenter';
import { submissionListQuery, submissionReadQuery } from './schemas';
import { queueStatements, type SubmissionRow } from './store';

/**
 * `/submissions` (docs/submissions.md): `POST` sends an event in (anyone the settings allow), `GET` is
 * the moderators' queue, `GET|POST /submissions/{id}` one submission (moderators, its sender). Never
 * cached: `Cache-Control: no-store`.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
const ID = ':id{[0-9]+}';

const idOf = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) throw submissionNotFound(raw);
  return id;
};

export const submissionRoutes = new Hono<AppEnv>()
  .post('/submissions', async (c) => {
    const created = await createSubmission(c, c.get('params'));
    return c.json(created.presented, 201, NO_STORE);
  })
  .get('/submissions', validQuery(submissionListQuery), async (c) => {
    const caller = c.get('caller');
    // Editors see the whole queue; an author the setting names, the submissions of their categories.
    const categories = moderates(caller) ? null : authorCategories(caller, c.get('config'));
    if (!moderates(caller) && !categories) throw forbidden(caller === null ? 401 : 403);
    const query = c.req.valid('query');
    const only = categories ? withinCategories(categories) : undefined;
    const [totals, rows] = await c
      .get('db')
      .batch<[{ total: number }[], SubmissionRow[]]>(
        queueStatements(query.state, query.page, query.per_page, only),
      );
    const total = totals[0]?.total ?? 0;
    const root = apiRoot(c);
    return c.json(
      {
        submissions: rows.map((row) => presentSubmission(row, { moderator: true, apiRoot: root })),
        total,
        total_pages: Math.ceil(total / query.per_page),
      },
      200,
      NO_STORE,
    );
  })
  .get(`/submissions/${ID}`, validQuery(submissionReadQuery), async (c) => {
    const caller = c.get('caller');
    const id = idOf(c.req.param('id'));
    const row = await loadSubmission(c, id);
    const moderator = (await moderatesThis(c, id)) !== null;
    // Someone else's submission is not there, as far as they can tell.
    if (!moderator && !(await sentBy(row, caller, c.req.valid('query').token, row.token_hash))) {
      throw submissionNotFound(id);
    }
    return c.json(presentSubmission(row, { moderator, apiRoot: apiRoot(c) }), 200, NO_STORE);
  })
  .post(`/submissions/${ID}`, async (c) => {
    const presented = await actOnSubmission(c, idOf(c.req.param('id')), c.get('params'));
    return c.json(presented, 200, NO_STORE);
  });
