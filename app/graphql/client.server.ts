/**
 * Per-request urql client for loaders and actions: its fetch is the gateway called in-process, so a page
 * renders from GraphQL without a network hop. GraphQL errors become thrown Responses the route's
 * ErrorBoundary renders (404 for "not found", the route error screen otherwise).
 */
import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { AppLoadContext } from '@remix-run/cloudflare';

export function graphqlClient(context: AppLoadContext, request: Request) {
  const origin = new URL(request.url).origin;
  return new Client({
    url: `${origin}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetch: (input, init) => context.graphql(new Request(input as RequestInfo, init)),
  });
}

/**
 * Runs a query and returns its data. Partial failures keep their data (a null field the page handles, e.g.
 * the category menu); a query with no data at all throws a 500 Response with a safe message.
 */
export async function query<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await graphqlClient(context, request).query(document, variables).toPromise();
  if (result.error) console.error('GraphQL error', result.error.message);
  if (!result.data) {
    throw new Response(result.error?.graphQLErrors[0]?.message ?? 'An error occurred', { status: 500 });
  }
  return result.data;
}

/** Loaders throw a 404 Response for missing things. */
export function invariantFound<T>(value: T | null | undefined, message = 'Not found'): T {
  if (value === null || value === undefined) throw new Response(message, { status: 404 });
  return value;
}
