/** Bindings and variables of the Worker (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Uploaded photos (POST /media); R2, simulated locally by wrangler dev and the workerd tests. */
  MEDIA: R2Bucket;
  EZW_API_BASE?: string;
  MAP_TILE_URL?: string;
  MAP_ATTRIBUTION?: string;
  TRUST_CF_CONNECTING_IP?: string;
  PUBLIC_ORIGIN?: string;
  GRAPHQL_INTROSPECTION?: string;
}
