import type { Context } from 'hono';
import { cached } from '../cache/edge';
import type { Config } from '../config';
import type { Row } from '../db/client';
import type { AppEnv } from '../env';
import { invalidParams } from '../http/errors';
import { listOf } from '../http/schemas';
import type { Validated } from '../http/validate';
import { facetLegend, facetValueLabel } from '../lib/facet-words';
import { z } from '../lib/zod';
import { FACETS, type Facet, facetCounts, facetStatements } from './facet-counts';
import { eventListStatements } from './list-statements';
import { planEventList } from './queries';
import { eventListFields } from './schemas';

/**
 * `GET /events/facets`: how many events each value of each facet would list (TEC Filter Bar's counts),
 * for the same filters as `GET /events` (its window, visibility and every filter): each facet counted under
 * every other filter given, not its own, in one batch of indexed statements (src/events/facet-counts.ts,
 * docs/performance.md#facets). The widget's filters read it; the calendar's views compute the same in their
 * own batch.
 */

export const eventFacetsQuery = z.object({
  ...eventListFields,
  facets: listOf(z.enum(FACETS, { message: `Must be any of ${FACETS.join(', ')}.` }), {
    type: 'string',
    enum: [...FACETS],
  }).optional(),
});

/** An amount in the site's currency, as the price facet says it ("Up to 10 €"). */
export const amountIn = (config: Config) => (n: number) => {
  const symbol = config.currencySymbol || config.currencyCode;
  return config.currencyPosition === 'prefix' && config.currencySymbol ? `${symbol}${n}` : `${n} ${symbol}`;
};

export async function facetsRoute(c: Context<AppEnv, string, Validated<{ query: typeof eventFacetsQuery }>>) {
  const { facets: asked, ...query } = c.req.valid('query');
  const facets = FACETS.filter((facet) => !asked || asked.length === 0 || asked.includes(facet));
  const ctx = {
    caller: c.get('caller'),
    lang: c.get('lang'),
    defaultLang: c.get('config').defaultLanguage,
    siteTimezone: c.get('config').siteTimezone,
    now: new Date(),
  };
  const plan = planEventList(query, ctx);
  const key = [
    ...plan.canonical.filter(([name]) => name !== 'page' && name !== 'per_page'),
    ['facets', facets.join(',')] as [string, string],
  ];
  return cached(c, { query: key }, async () => {
    const [checks, count] = eventListStatements(plan, 1, 1, ctx.caller);
    const [unknown, total, ...counted] = (await c
      .get('db')
      .batch([checks, count, ...facetStatements(facets, query, ctx, false)])) as Row[][];
    if ((unknown ?? []).length > 0) {
      const reasons: Record<string, string> = {};
      for (const { param, value } of unknown as Array<{ param: string; value: string }>)
        reasons[param] ??=
          `Unknown ${param === 'categories' ? 'category' : param === 'tags' ? 'tag' : param}: ${value}.`;
      throw invalidParams(reasons);
    }
    const { total: priceTotal, ...byFacet } = facetCounts(facets, counted);
    // The price facet offers "any price" first (a radio button's way back).
    if (byFacet.price) byFacet.price.unshift({ value: '', count: priceTotal ?? 0 });
    const lang = c.get('lang');
    const amount = amountIn(c.get('config'));
    const labelled = Object.fromEntries(
      Object.entries(byFacet).map(([facet, values]) => [
        facet,
        values.map((v) => ({ ...v, label: facetValueLabel(facet as Facet, v.value, lang, amount, v.name) })),
      ]),
    );
    const labels = Object.fromEntries(facets.map((facet) => [facet, facetLegend(facet, lang)]));
    return c.json({ total: Number(total?.[0]?.total) || 0, labels, facets: labelled });
  });
}
