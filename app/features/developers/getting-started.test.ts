/** The curl commands Getting started prints: what a POSIX shell would send, token left to the shell. */
import { describe, expect, it } from 'vitest';
import { curlCommand, exampleRequest, GETTING_STARTED, shellQuote } from './getting-started';

const ORIGIN = 'https://musika.example';
const byId = (id: string) => GETTING_STARTED.find((e) => e.id === id)!;

describe('Getting started commands', () => {
  it('quotes a single quote the way sh reads it back', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });

  it('sends the anonymous search as a GET with the query in the address and no token', () => {
    const request = exampleRequest(byId('search'), ORIGIN);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).searchParams.get('query')).toBe(byId('search').query);
    expect(request.headers).toEqual({});
    expect(curlCommand(byId('search'), ORIGIN)).toBe(
      `curl -G 'https://musika.example/graphql' \\\n  --data-urlencode ${shellQuote(`query=${byId('search').query}`)}`,
    );
  });

  it('posts the checkout as JSON with the bearer the shell fills in', () => {
    const example = byId('checkout');
    const command = curlCommand(example, ORIGIN);
    expect(command).toContain(`-H "authorization: Bearer $TOKEN"`);
    expect(command).toContain(`-H 'content-type: application/json'`);
    const body = /-d '(.*)'$/s.exec(command)?.[1] ?? '';
    expect(JSON.parse(body.replace(/'\\''/g, "'"))).toEqual({ query: example.query, variables: example.variables });
    expect(exampleRequest(example, ORIGIN, 'abc').headers.authorization).toBe('Bearer abc');
  });
});
