/**
 * Worker configuration, validated once per isolate with zod. A bad value fails every request with a message
 * naming the variable, rather than half-working.
 */
import { z } from 'zod';

const configSchema = z.object({
  /** Unset or empty: the embedded ezw/v1 backend on D1, in-process. Else the origin of a remote ezw/v1 API. */
  EZW_API_BASE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
      message: 'must be an http(s) URL such as https://api.example.co.zw, or empty for the embedded backend',
    }),
  /**
   * Map tiles for the store finder, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. Unset: the store finder
   * draws its own offline map (list, distances and a plot) and loads no map library at all.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/.test(v), {
      message: 'must be an https URL template with {z}, {x} and {y}, or empty',
    }),
  MAP_ATTRIBUTION: z.string().trim().max(300).optional(),
});

export type Config = z.infer<typeof configSchema>;

/** The part of the configuration the browser may see. */
export function publicConfig(config: Config) {
  return { mapTileUrl: config.MAP_TILE_URL ?? null, mapAttribution: config.MAP_ATTRIBUTION ?? null };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

export class ConfigError extends Error {}

let cached: { source: unknown; config: Config } | undefined;

export function loadConfig(env: Record<string, unknown>): Config {
  if (cached && cached.source === env) return cached.config;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  cached = { source: env, config: parsed.data };
  return parsed.data;
}
