/**
 * The search page's filters in one read: our API's /search/filter carries the attribute facets too
 * (schema/rest/search.ts), so searchFacets asks it alone; another ezw/v1 API (extensions off) is asked
 * /search/filter and /search/filter/attributes at once, never one after the other.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { executeInProcess } from '../../in-process';

const attributes = [{ id: 1, slug: 'clothing-size', name: 'Size', terms: [{ id: 7, slug: 'm', name: 'M', count: 3 }] }];
const summary = {
  total: 3,
  categories: [],
  price: { minCents: 500, maxCents: 900 },
  saleTypes: [],
  kinds: [{ value: 'clothing', count: 3 }],
  makes: [],
};

/** A REST backend whose /search/filter carries the attribute facets or not; records when each call started and ended. */
function backend({ extensions }: { extensions: boolean }) {
  const log: string[] = [];
  const restFetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/wp-json/ezw/v1', '');
    log.push(`start ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`end ${path}`);
    const data = path === '/search/filter' ? (extensions ? { ...summary, attributes } : summary) : { load: attributes };
    return Response.json({ success: true, message: 'success', data });
  };
  return { log, server: { restBaseUrl: 'http://rest/wp-json/ezw/v1', restFetch, inProcess: true, extensions } };
}

const QUERY = parse(
  `{ searchFacets(input: { category: "clothing-apparel" }) { total kinds { value count } attributes { slug terms { slug count } } } }`,
);

describe('search facet reads', () => {
  it('asks our API once: its /search/filter answers the attribute facets too', async () => {
    const { log, server } = backend({ extensions: true });
    const { data, errors } = await executeInProcess({ document: QUERY, variables: {}, headers: {} }, server);
    expect(errors).toBeUndefined();
    expect(log).toEqual(['start /search/filter', 'end /search/filter']);
    expect(data?.searchFacets).toEqual({
      total: 3,
      kinds: [{ value: 'CLOTHING', count: 3 }],
      attributes: [{ slug: 'clothing-size', terms: [{ slug: 'm', count: 3 }] }],
    });
  });

  it('asks another ezw/v1 API for both at once and answers the same', async () => {
    const ours = await executeInProcess({ document: QUERY, variables: {}, headers: {} }, backend({ extensions: true }).server);
    const { log, server } = backend({ extensions: false });
    expect(await executeInProcess({ document: QUERY, variables: {}, headers: {} }, server)).toEqual(ours);
    expect(log.slice(0, 2).sort()).toEqual(['start /search/filter', 'start /search/filter/attributes']);
  });
});
