/** Bindings and variables of the Worker (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  EZW_API_BASE?: string;
  MAP_TILE_URL?: string;
  MAP_ATTRIBUTION?: string;
}
