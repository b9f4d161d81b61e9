/**
 * GraphQL with the visitor's session, for the browser's cart island (app/graphql/client.browser.ts). The
 * session token lives in an HttpOnly cookie no script can read (DESIGN §5) and the gateway at /graphql only
 * takes `Authorization: Bearer`, so this same-origin endpoint reads the cookie and calls the gateway
 * in-process with the bearer. The token goes no further: the answer is the gateway's JSON, never stored.
 *
 * Narrow on purpose, since anything that runs in a Musika page can call it with the visitor's cookies:
 * - POST with a JSON body only. A cross-origin page cannot send that without a CORS preflight, which is
 *   never granted, and server.ts refuses cross-site writes (Origin, Sec-Fetch-Site) before Remix runs.
 * - At most 16 KB, one operation, and only the root fields the island's documents use
 *   (cart-island-documents.server.ts): the cart, not orders, profile or password.
 */
import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { Kind, parse, type DocumentNode } from 'graphql';
import { z } from 'zod';
import { readToken } from '~/features/auth/cookies.server';
import { CART_ISLAND_DOCUMENTS } from '~/features/cart/cart-island-documents.server';
import { visitorHeaders } from '~/graphql/client.server';

const MAX_BODY_BYTES = 16 * 1024;

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const requestBody = z.object({
  query: z.string().min(1),
  variables: z.record(z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});

/** `operation.field` for each root selection; null when one is not a plain field (a fragment could hide any). */
function rootFields(document: DocumentNode): string[] | null {
  const fields: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return null;
      if (selection.name.value !== '__typename') fields.push(`${definition.operation}.${selection.name.value}`);
    }
  }
  return fields;
}

const ALLOWED = new Set(CART_ISLAND_DOCUMENTS.flatMap((d) => rootFields(d) ?? []));

const graphqlError = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { ...NO_STORE, ...headers } });

/** The body as text, or null once it passes `limit` bytes (without reading the rest). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Parsed and allowed, or the Response that refuses it. */
function checkOperation(text: string): z.infer<typeof requestBody> | Response {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return graphqlError('The body is not JSON', 400);
  }
  const parsed = requestBody.safeParse(json);
  if (!parsed.success) return graphqlError('Expected one GraphQL operation: { query, variables, operationName }', 400);
  let document: DocumentNode;
  try {
    document = parse(parsed.data.query);
  } catch {
    return graphqlError('The query is not valid GraphQL', 400);
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const fields = rootFields(document);
  if (operations.length !== 1 || !fields || fields.some((f) => !ALLOWED.has(f))) {
    return graphqlError('This operation is not available here', 403);
  }
  return parsed.data;
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return graphqlError('Method not allowed', 405, { Allow: 'POST' });
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') return graphqlError('Send the operation as application/json', 415);
  const text = await readLimited(request, MAX_BODY_BYTES);
  if (text === null) return graphqlError('The request is too large', 413);
  const operation = checkOperation(text);
  if (operation instanceof Response) return operation;

  const headers = {
    ...visitorHeaders(request, await readToken(request)),
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  const answer = await context.graphql(new Request(new URL('/graphql', request.url), { method: 'POST', headers, body: JSON.stringify(operation) }));
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json', ...NO_STORE },
  });
}

export function loader() {
  return graphqlError('Method not allowed', 405, { Allow: 'POST' });
}
