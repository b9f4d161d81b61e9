/**
 * The Worker's configuration (schema/config/worker-config.ts validates it) and what it switches on in the
 * Worker's own headers: the CSP opens to the tag manager's hosts and the map tile host only on a deployment that
 * configured them.
 */
import { readConfig, type Config } from '../schema/config/worker-config';
import { allowMapTiles, allowTagManager } from './security-headers';

export { ConfigError, PARSED_CONFIG, publicConfig, type Config, type PublicConfig } from '../schema/config/worker-config';

export function loadConfig(env: Record<string | symbol, unknown>): Config {
  const config = readConfig(env);
  allowTagManager(Boolean(config.GTM_ID));
  allowMapTiles(config.MAP_TILE_URL);
  return config;
}
