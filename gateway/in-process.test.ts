/**
 * The app's own operations run on the gateway's schema without Yoga's HTTP layer (in-process.ts). A page must
 * see exactly what /graphql would answer: the same data, the same errors with their codes and paths, the same
 * masking of anything unexpected, and the visitor's token and IP passed on to the REST calls.
 */
import { GraphQLError, parse } from 'graphql';
import { maskError } from 'graphql-yoga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { executeInProcess, maskedError } from './in-process';
import { createGateway } from './yoga';
import { restSummary } from './test-support/rest-products';

const REST = 'http://rest/wp-json/ezw/v1';
const deal = (id: number) => restSummary(id, { regularPriceCents: 150 * id, isDeal: true });

/** A REST backend that lists two deals and refuses a missing category, recording what it was sent. */
function backend() {
  const seen: Request[] = [];
  const restFetch = async (request: Request) => {
    seen.push(request);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/products/sale-type')) {
      return Response.json({
        success: true,
        message: 'success',
        data: { load: [deal(1), deal(2)], pageInfo: { page: 1, perPage: 2, total: 2, totalPages: 1 } },
      });
    }
    return Response.json({ success: false, message: 'No such category', data: { status: 400 } }, { status: 400 });
  };
  return { seen, server: { restBaseUrl: REST, restFetch, inProcess: true } };
}

const QUERY = `query Deals($slug: String!) {
  deals { items { slug price { amountCents } } }
  category(slug: $slug) { category { id name } }
}`;
const variables = { slug: 'nope' };
const headers = { authorization: 'Bearer tok-1', 'cf-connecting-ip': '41.60.1.2' };

async function overHttp(server: ReturnType<typeof backend>['server']) {
  const response = await createGateway().fetch(
    new Request('http://musika.test/graphql', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables }),
    }),
    { ...server, trustClientIp: true },
  );
  return response.json();
}

afterEach(() => vi.restoreAllMocks());

describe('in-process execution of the app’s own operations', () => {
  it('answers the same data and errors as /graphql, codes and paths included', async () => {
    const inProcess = await executeInProcess({ document: parse(QUERY), variables, headers }, { ...backend().server, trustClientIp: true });
    const http = await overHttp(backend().server);
    expect(inProcess.data?.deals).toEqual({
      items: [
        { slug: 'p-1', price: { amountCents: 100 } },
        { slug: 'p-2', price: { amountCents: 200 } },
      ],
    });
    expect(inProcess.errors?.[0]).toMatchObject({ message: 'No such category', path: ['category'] });
    // JSON of both: what a loader reads is the same either way.
    expect(JSON.parse(JSON.stringify(inProcess))).toEqual(
      JSON.parse(JSON.stringify(http, (key, value) => (key === 'locations' ? undefined : value))),
    );
  });

  it("passes the visitor's token and IP to the REST calls, as over /graphql", async () => {
    const { seen, server } = backend();
    await executeInProcess({ document: parse(QUERY), variables, headers }, { ...server, trustClientIp: true });
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0].headers.get('cf-connecting-ip')).toBe('41.60.1.2');
  });

  it('masks an unexpected error as Yoga does, and logs the original for operators', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new GraphQLError('D1_ERROR: no such column: secret', {
      path: ['deals'],
      originalError: new TypeError('D1_ERROR: no such column: secret'),
    });
    const yoga = maskError(error, 'Unexpected error.', false) as GraphQLError;
    const masked = maskedError(error);
    expect(masked).toEqual({ message: yoga.message, path: ['deals'], extensions: { code: yoga.extensions.code } });
    expect(JSON.stringify(masked)).not.toContain('secret');
    expect(logged).toHaveBeenCalledOnce();
    // Wrapped twice (a GraphQLError around a GraphQLError around what was thrown): still hidden, as Yoga hides it.
    const wrapped = new GraphQLError('outer', {
      path: ['deals'],
      originalError: new GraphQLError('inner', { originalError: new Error('D1_ERROR secret') }),
    });
    expect((maskError(wrapped, 'Unexpected error.', false) as GraphQLError).message).toBe('Unexpected error.');
    expect(maskedError(wrapped).message).toBe('Unexpected error.');
    // A GraphQLError of our own (a RestError) keeps its message.
    expect(maskedError(new GraphQLError('Failed to fetch products', { path: ['deals'] })).message).toBe('Failed to fetch products');
  });
});
