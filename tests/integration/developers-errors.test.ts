/**
 * /developers/ lists the codes a request can meet before any data is read (app/features/developers/request-errors.ts).
 * Here each limit is broken through the real Worker, and the code it answers must be one the page lists, with the
 * HTTP status it gives; and the explorer's server-side path answers introspection that /graphql refuses.
 */
import { describe, expect, it } from 'vitest';
import { REQUEST_ERROR_CODES } from '../../app/features/developers/request-errors';
import { page } from './support/http';
import { SELF } from './support/worker';

const GRAPHQL = 'http://musika.test/graphql';
/** What a GraphQL-over-HTTP client accepts; the statuses listed are for it. */
const ACCEPT = 'application/graphql-response+json, application/json';

/** The listed entry an answer matches: by its code, or for an error without one, by how its message starts. */
const listedFor = (error: { message?: string; extensions?: { code?: string } } | undefined) =>
  REQUEST_ERROR_CODES.find((c) =>
    c.code === null ? !error?.extensions?.code && error?.message?.startsWith(c.messageStart ?? '\u0000') : c.code === error?.extensions?.code,
  );

async function post(body: string) {
  const response = await SELF.fetch(GRAPHQL, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT }, body });
  return { status: response.status, json: (await response.json()) as Answer };
}
type Answer = { data?: unknown; errors?: { message?: string; extensions?: { code?: string } }[] };
const query = (text: string) => post(JSON.stringify({ query: text }));

describe('the request error codes /developers/ lists', () => {
  const nest = (depth: number): string => (depth === 0 ? 'slug' : `related(limit: 1) { ${nest(depth - 1)} }`);
  const cases: [string, () => Promise<{ status: number; json: Answer }>][] = [
    ['a query too deep', () => query(`{ product(slug: "x") { ${nest(11)} } }`)],
    ['too many aliases', () => query(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: ok`).join(' ')} }`)],
    ['too many tokens', () => query(`{ ${Array.from({ length: 1600 }, () => 'ok').join(' ')} }`)],
    ['a query too expensive', () => query('{ product(slug:"x") { related(limit:24) { related(limit:24) { related(limit:24) { slug } } } } }')],
    ['a document too large', () => query(`{ ok ${'#'.repeat(40 * 1024)}\n }`)],
    ['introspection', () => query('{ __schema { queryType { name } } }')],
    ['a field the schema lacks', () => query('{ nope }')],
    ['a document that is not GraphQL', () => query('{ ok ')],
    [
      'a variable of the wrong type',
      () => post(JSON.stringify({ query: 'query($s: String!) { category(slug: $s) { category { name } } }', variables: { s: 3 } })),
    ],
    ['a body too large', () => post(JSON.stringify({ query: '{ ok }', pad: 'x'.repeat(200 * 1024) }))],
    ['an unknown persisted query', () => post(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }))],
    [
      'a persisted query whose text is not its hash',
      () => post(JSON.stringify({ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } } })),
    ],
    ['a malformed persisted query', () => post(JSON.stringify({ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }))],
    [
      'an unknown API client',
      async () => {
        const response = await SELF.fetch(GRAPHQL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: ACCEPT, 'x-musika-client': 'mk_aaaaaaaaaaaaaaaaaaaaaaaaaa' },
          body: JSON.stringify({ query: '{ ok }' }),
        });
        return { status: response.status, json: (await response.json()) as Answer };
      },
    ],
    [
      'a URL too long',
      async () => {
        const response = await SELF.fetch(`${GRAPHQL}?query=${encodeURIComponent(`{ ok }${' '.repeat(41 * 1024)}`)}`, {
          headers: { accept: ACCEPT },
        });
        return { status: response.status, json: (await response.json()) as Answer };
      },
    ],
  ];

  it.each(cases)('%s answers a code the page lists, with its status', async (_label, send) => {
    const { status, json } = await send();
    const listed = listedFor(json.errors?.[0]);
    expect(listed, `not listed: ${JSON.stringify(json).slice(0, 300)}`).toBeDefined();
    if (listed?.status != null) expect(status).toBe(listed.status);
  });
});

describe('the explorer', () => {
  it('answers introspection through its form, while /graphql refuses it', async () => {
    const form = new URLSearchParams({ query: '{ __type(name: "Order") { fields { name } } }', variables: '', token: '' });
    const run = await page('/developers/explorer/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://musika.test' },
      body: form.toString(),
    });
    expect(run.status).toBe(200);
    expect(run.html).toContain('paymentStatus');
    expect(run.headers.get('cache-control')).toContain('no-store');
    const refused = await query('{ __type(name: "Order") { fields { name } } }');
    expect(refused.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
