/**
 * Automatic persisted queries in Apollo's protocol (issue 32 §2), over GET and POST: a request carries
 * `extensions.persistedQuery = { version: 1, sha256Hash }`. With a query, the hash must be the query's SHA-256 (hex);
 * the query is kept (the Worker's store: server/persisted-query-store.ts, on D1) and runs. Without one, the hash is looked up: the site's own documents
 * (the build's manifest, no lookup at all), then the store; unknown → `PersistedQueryNotFound`, and the client sends
 * the query once. A hash-only GET is a URL of ~200 bytes that the edge cache keeps like any public GET.
 *
 * Ours rather than @graphql-yoga/plugin-apq: the registry's 3.x wants @graphql-tools/utils 10 beside our 11, and its
 * store is fixed when Yoga is made, while ours is D1 with the request's clock, handed per request, behind the build's
 * manifest (docs/decisions/027-graphql-caching.md).
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';

/** A query longer than this (UTF-8 bytes) still runs, but is not kept: its client sends it again each time. */
export const MAX_PERSISTED_QUERY_BYTES = 16 * 1024;
/** Rows kept at most; the least recently used go first. */
export const MAX_PERSISTED_QUERIES = 2_000;

export interface PersistedQueryStore {
  /** The query registered under `hash`, or null. */
  get(hash: string): Promise<string | null>;
  /** Keeps `query` under `hash` (already checked to be its SHA-256); a repeat changes nothing. */
  put(hash: string, query: string): Promise<void>;
}

/** What the Worker adds to the gateway's server context for APQ. */
export interface PersistedQueriesServerContext {
  persistedQueries?: PersistedQueryStore;
}

const PersistedQueryExtension = z.object({
  version: z.literal(1),
  sha256Hash: z.string().regex(/^[0-9a-fA-F]{64}$/),
});

/** Status 200: "send me the query" is a step of the protocol, and Apollo's clients read it from the body. */
const persistedQueryNotFound = () =>
  new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 200 } } });

const refused = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The build's manifest (codegen's persisted-documents.json: "sha256:<hex>" → document) as hex hash → document.
 */
export function siteDocuments(manifest: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  return new Map(Object.entries(manifest).map(([key, document]) => [key.replace(/^sha256:/, '').toLowerCase(), document]));
}

export function persistedQueriesPlugin(site: ReadonlyMap<string, string>): Plugin<Record<string, unknown>, PersistedQueriesServerContext> {
  return {
    async onParams({ params, setParams, context }) {
      const extension = params.extensions?.persistedQuery;
      if (extension === undefined) return;
      const parsed = PersistedQueryExtension.safeParse(extension);
      if (!parsed.success) {
        throw refused('extensions.persistedQuery must be {"version": 1, "sha256Hash": "<64 hex digits>"}.', 'PERSISTED_QUERY_INVALID');
      }
      const hash = parsed.data.sha256Hash.toLowerCase();
      const store = context.persistedQueries;
      if (params.query == null) {
        const query = site.get(hash) ?? (await store?.get(hash)) ?? null;
        if (query === null) throw persistedQueryNotFound();
        setParams({ ...params, query });
        return;
      }
      if (typeof params.query !== 'string') return;
      if ((await sha256Hex(params.query)) !== hash) {
        throw refused(
          'extensions.persistedQuery.sha256Hash is not the SHA-256 of the query sent: hash the exact query text (UTF-8, lowercase hex).',
          'PERSISTED_QUERY_HASH_MISMATCH',
        );
      }
      if (!site.has(hash) && store) {
        // Not keeping it costs the client one more round trip next time, never this answer.
        await store.put(hash, params.query).catch((error: unknown) => console.error('persisted query not kept', error));
      }
    },
  };
}
