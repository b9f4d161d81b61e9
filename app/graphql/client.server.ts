/**
 * Per-request urql client for loaders and actions: its fetch is the gateway called in-process, so a page
 * renders from GraphQL without a network hop. It carries the visitor's token (from the session cookie) and IP.
 * A GraphQL error with code UNAUTHENTICATED (a REST 401) logs the visitor out and sends them to login.
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { Client, fetchExchange, type AnyVariables, type OperationResult, type TypedDocumentNode } from '@urql/core';
import { clearSession, readToken } from '~/features/auth/cookies.server';
import { loginUrl } from '~/lib/safe-redirect';
import { lostCriticalData, unavailableResponse } from './outage';

export interface ClientOptions {
  /** Override the session token (null: call as a logged-out visitor). */
  token?: string | null;
  /** Pass the browser's Cookie header on (only for the API's cookie-session check). */
  forwardCookie?: boolean;
  /** Root fields the page renders without when the API is down (e.g. menus with a built-in fallback). */
  optional?: readonly string[];
}

export async function graphqlClient(context: AppLoadContext, request: Request, options: ClientOptions = {}) {
  const url = new URL(request.url);
  const token = options.token === undefined ? await readToken(request) : options.token;
  const headers = visitorHeaders(request, token);
  const cookie = request.headers.get('cookie');
  if (options.forwardCookie && cookie) headers.cookie = cookie;
  return new Client({
    url: `${url.origin}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { headers },
    fetch: (input, init) => context.graphql(new Request(input as RequestInfo, init)),
  });
}

/** What every in-process gateway call carries for the visitor: their bearer token (when any) and IP. */
export function visitorHeaders(request: Request, token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const ip = request.headers.get('cf-connecting-ip');
  if (ip) headers['cf-connecting-ip'] = ip;
  return headers;
}

/** A GraphQL error with code UNAUTHENTICATED (a REST 401) logs the visitor out and sends them to log in. */
export async function logoutIfUnauthenticated(request: Request, errors: readonly { extensions?: { code?: unknown } }[] | undefined) {
  if (!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
  const here = new URL(request.url);
  throw redirect(loginUrl(here.pathname + here.search), { headers: await clearSession(request) });
}

export async function settleQuery<Data>(request: Request, result: OperationResult<Data>, optional: readonly string[] = []): Promise<Data> {
  await logoutIfUnauthenticated(request, result.error?.graphQLErrors);
  if (result.error) console.error('GraphQL error', result.error.message);
  // A network error (no GraphQL answer at all) or an outage that took a needed part: 503, not 404 or 500.
  if (result.error?.networkError) throw unavailableResponse();
  if (result.error && lostCriticalData(result.error.graphQLErrors, result.data as Record<string, unknown> | undefined, optional)) {
    throw unavailableResponse();
  }
  if (!result.data) {
    throw new Response(result.error?.graphQLErrors[0]?.message ?? 'An error occurred', { status: 500 });
  }
  return result.data;
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
  options: ClientOptions = {},
): Promise<Data> {
  const client = await graphqlClient(context, request, options);
  return settleQuery(request, await client.query(document, variables).toPromise(), options.optional);
}

export async function mutate<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: ClientOptions = {},
): Promise<Data> {
  const client = await graphqlClient(context, request, options);
  return settleQuery(request, await client.mutation(document, variables).toPromise(), options.optional);
}

/** Loaders throw a 404 Response for missing things. */
export function invariantFound<T>(value: T | null | undefined, message = 'Not found'): T {
  if (value === null || value === undefined) throw new Response(message, { status: 404 });
  return value;
}
