/**
 * The app's own operations, executed in-process without the HTTP layer: the loader already holds the parsed
 * document and its variables, so Yoga's request parsing, the limits meant for strangers' queries, the JSON text
 * of the result and its parsing in the loader are all skipped. What a page sees is the same as over /graphql:
 * the same schema, resolvers and per-request context, and unexpected errors masked exactly as Yoga masks them.
 * The app's documents are checked against the schema when codegen builds them; strangers' queries still go
 * through Yoga (server.ts).
 */
import { execute, GraphQLError, type DocumentNode } from 'graphql';
import { createContext, type GatewayServerContext } from './context';
import { schema } from './schema';

export interface InProcessOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  /** The visitor's headers as the gateway reads them: authorization, cf-connecting-ip, cookie. */
  headers: Record<string, string>;
}

/** An error as a GraphQL response carries it (what `JSON.parse` of Yoga's answer gives). */
export interface ResultError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface InProcessResult {
  data?: Record<string, unknown> | null;
  errors?: ResultError[];
}

/** Yoga's test (isOriginalGraphQLError): a GraphQLError all the way down, not one wrapping something thrown. */
function isOriginalGraphQLError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null ? true : isOriginalGraphQLError(error.originalError);
}

/** Yoga's masking (maskedErrors: { isDev: false }): a GraphQLError keeps its message, anything else is hidden. */
export function maskedError(error: GraphQLError): ResultError {
  const original = error.originalError;
  if (!isOriginalGraphQLError(error)) {
    console.error('GraphQL unexpected error', error.path?.join('.'), original);
    return { message: 'Unexpected error.', path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const source = original instanceof GraphQLError ? original : error;
  const { http: _http, ...extensions } = source.extensions ?? {};
  return { message: error.message, path: error.path, ...(Object.keys(extensions).length ? { extensions } : {}) };
}

export async function executeInProcess(operation: InProcessOperation, server: GatewayServerContext): Promise<InProcessResult> {
  const request = new Request('http://in-process.musika.internal/graphql', { headers: operation.headers });
  const result = await execute({
    schema,
    document: operation.document,
    variableValues: operation.variables,
    contextValue: createContext(request, server),
  });
  return {
    data: result.data as Record<string, unknown> | null | undefined,
    ...(result.errors?.length ? { errors: result.errors.map(maskedError) } : {}),
  };
}
