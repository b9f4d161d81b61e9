/**
 * Public data every visitor sees the same (the header and footer menus, the ZiG rate, the home page's and a
 * category page's listings) is asked of the API once per isolate and catalogue generation, then reused for a
 * few seconds, instead of a GraphQL execution and several REST reads on every page, logged-in pages included
 * (the page cache only helps anonymous ones).
 * A bump of the generation (a vendor's change) makes the next page ask again; the REST reads behind it are
 * edge-cached for 60 s anyway, so this adds no staleness of its own beyond SHARED_QUERY_MS.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { graphqlClient, queryText, settleQuery } from './client.server';

export const SHARED_QUERY_MS = 10_000;
/** Per document and variables (a category page per slug and page): the oldest entries go first beyond this. */
export const SHARED_QUERY_ENTRIES = 300;
const memo = new Map<string, { generation: string; at: number; data: unknown }>();
/** Executions under way, so pages rendered at once (the root and a route loader, a burst after a purge) share one. */
const inFlight = new Map<string, Promise<unknown>>();
const keyOf = (document: TypedDocumentNode<unknown, AnyVariables>, variables: AnyVariables) =>
  `${queryText(document)}\n${JSON.stringify(variables ?? {})}`;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Like `query`, as a logged-out visitor, for data that is not anyone's own. The answer is frozen: it is
 * shared by every page this isolate renders. Only complete answers are kept (a fallback menu after an
 * outage is asked again next time).
 */
export async function sharedQuery<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: { optional?: readonly string[]; now?: number } = {},
): Promise<Data> {
  const now = options.now ?? Date.now();
  const key = keyOf(document as TypedDocumentNode<unknown, AnyVariables>, variables);
  const hit = memo.get(key);
  if (hit && hit.generation === context.catalogueGeneration && now - hit.at >= 0 && now - hit.at < SHARED_QUERY_MS) return hit.data as Data;
  const flightKey = `${context.catalogueGeneration}\n${key}`;
  const pending = inFlight.get(flightKey);
  if (pending) return pending as Promise<Data>;
  const asked = ask(context, request, document, variables, key, now, options.optional).finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, asked);
  return asked;
}

async function ask<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  key: string,
  now: number,
  optional: readonly string[] | undefined,
): Promise<Data> {
  const client = await graphqlClient(context, request, { token: null });
  const result = await client.query(document, variables);
  const data = await settleQuery(request, result, optional);
  if (!result.error) {
    // Re-inserted at the end, so the Map's first key is always the least recently stored.
    memo.delete(key);
    memo.set(key, { generation: context.catalogueGeneration, at: now, data: deepFreeze(data) });
    if (memo.size > SHARED_QUERY_ENTRIES) memo.delete(memo.keys().next().value as string);
  }
  return data;
}
