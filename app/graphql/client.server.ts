/**
 * Per-request GraphQL client for loaders and actions: its fetch is the gateway called in-process, so a page
 * renders from GraphQL without a network hop. It carries the visitor's token (from the session cookie) and IP.
 * A GraphQL error with code UNAUTHENTICATED (a REST 401) logs the visitor out and sends them to login.
 *
 * Not urql's Client: a loader runs one operation and reads one JSON answer, and urql's exchanges and streamed
 * body reader cost several milliseconds of CPU per page for nothing a loader uses (no cache, no dedupe).
 * Results keep urql's shape ({ data, error: CombinedError }) so pages read errors the same way everywhere.
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { CombinedError, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { print, type DocumentNode, type GraphQLError } from 'graphql';
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

export interface ServerResult<Data> {
  data?: Data;
  error?: CombinedError;
}

const printed = new WeakMap<DocumentNode, string>();
/** A document's text, printed once per isolate (every loader sends the same few documents again and again). */
export function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * One operation through the in-process gateway. A failure to execute at all, or an answer with neither data nor
 * errors, is a network error, as in urql (the page answers 503, as when /graphql answered 500).
 */
async function execute<Data>(
  context: AppLoadContext,
  headers: Record<string, string>,
  document: DocumentNode,
  variables: unknown,
): Promise<ServerResult<Data>> {
  const result = await context
    .graphqlOperation({ document, variables: (variables ?? {}) as Record<string, unknown>, headers })
    .catch((error: unknown) => {
      console.error('GraphQL execution failed', error);
      return null;
    });
  if (!result || (result.data == null && !result.errors?.length)) {
    return { error: new CombinedError({ networkError: new Error('GraphQL answered without a result') }) };
  }
  return {
    data: (result.data ?? undefined) as Data | undefined,
    error: result.errors?.length ? new CombinedError({ graphQLErrors: result.errors as unknown as GraphQLError[] }) : undefined,
  };
}

export async function graphqlClient(context: AppLoadContext, request: Request, options: ClientOptions = {}) {
  const token = options.token === undefined ? await readToken(request) : options.token;
  const headers = visitorHeaders(request, token);
  const cookie = request.headers.get('cookie');
  if (options.forwardCookie && cookie) headers.cookie = cookie;
  return {
    query: <Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) =>
      execute<Data>(context, headers, document, variables),
    mutation: <Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) =>
      execute<Data>(context, headers, document, variables),
  };
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

export async function settleQuery<Data>(request: Request, result: ServerResult<Data>, optional: readonly string[] = []): Promise<Data> {
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
  return settleQuery(request, await client.query(document, variables), options.optional);
}

export async function mutate<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  request: Request,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: ClientOptions = {},
): Promise<Data> {
  const client = await graphqlClient(context, request, options);
  return settleQuery(request, await client.mutation(document, variables), options.optional);
}

/** Moved to ~/lib/invariant-response.server; kept here for imports not yet switched over. */
export { invariantFound } from '~/lib/invariant-response.server';
