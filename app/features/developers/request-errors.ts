/**
 * The errors a request can meet before any REST call is made — the transport, the limits and GraphQL itself — as
 * /developers/ lists them beside the generated catalogue of REST codes. tests/integration/developers-errors.test.ts
 * sends a request that breaks each limit and checks its answer is one of these, with the status listed.
 */

export interface RequestErrorCode {
  /** `extensions.code`; null for the depth and alias limits, whose errors (GraphQL Armor's) carry none. */
  code: string | null;
  /** For an error without a code: how its message starts. */
  messageStart?: string;
  /**
   * The HTTP status for a client that accepts application/graphql-response+json (GraphQL over HTTP); one that accepts
   * only application/json gets 200 for the 400s. Null where it depends on the request.
   */
  status: number | null;
  when: string;
}

export const REQUEST_ERROR_CODES: readonly RequestErrorCode[] = [
  { code: 'GRAPHQL_PARSE_FAILED', status: 400, when: 'The document is not valid GraphQL, or has more tokens than allowed.' },
  {
    code: 'GRAPHQL_VALIDATION_FAILED',
    status: 400,
    when: 'The document asks for something the schema does not have, or introspects (/graphql refuses introspection: use the reference or the explorer).',
  },
  { code: null, messageStart: 'Syntax Error: Query depth limit', status: 200, when: 'The query nests deeper than the depth limit.' },
  { code: null, messageStart: 'Syntax Error: Aliases limit', status: 200, when: 'The query uses more aliases than allowed.' },
  { code: 'BAD_USER_INPUT', status: 400, when: 'A variable does not fit its type, or the API refused an argument.' },
  { code: 'QUERY_TOO_EXPENSIVE', status: 400, when: 'The query’s cost is over the budget of one request: ask for fewer or smaller lists.' },
  { code: 'DOCUMENT_TOO_LARGE', status: 400, when: 'The query text is over the document limit.' },
  { code: 'BODY_TOO_LARGE', status: 413, when: 'The request body is over the body limit (the upload limit for a multipart photo upload).' },
  { code: 'URL_TOO_LONG', status: 414, when: 'A GET request’s address is over the URL limit: send the query as a POST, or persist it.' },
  {
    code: 'PERSISTED_QUERY_NOT_FOUND',
    status: 200,
    when: 'A persisted query’s hash is not known yet (message “PersistedQueryNotFound”): send it again with the query text.',
  },
  { code: 'PERSISTED_QUERY_HASH_MISMATCH', status: 400, when: 'The query sent with a hash is not the text whose SHA-256 that hash is.' },
  { code: 'PERSISTED_QUERY_INVALID', status: 400, when: 'extensions.persistedQuery is not {"version": 1, "sha256Hash": "<64 hex digits>"}.' },
  { code: 'UNKNOWN_API_CLIENT', status: 401, when: 'The X-Musika-Client header names no registered client, or a revoked one.' },
  {
    code: 'RATE_LIMITED',
    status: 429,
    when: 'The client’s cost budget for the hour is spent (or a per-address limit such as logins): wait for Retry-After.',
  },
  { code: 'UNAUTHENTICATED', status: 200, when: 'The field needs a logged-in user and the token is missing, expired or revoked.' },
  { code: 'FORBIDDEN', status: 200, when: 'The token’s user may not do this (another store’s order, an operator’s screen).' },
  {
    code: 'INTERNAL_SERVER_ERROR',
    status: 200,
    when: 'Something unexpected failed; the message is always “Unexpected error.” and nothing internal is shown.',
  },
];
