/**
 * Worker configuration, validated once per isolate with zod. A bad value fails every request with a message
 * naming the variable, rather than half-working. Pure: the Worker (server/config.ts) and the backend read it
 * alike; what the configuration switches on in the Worker's headers is server/config.ts's business.
 */
import { z } from 'zod';
import { adConfigFields } from './ads-config';
import { isLoopbackHost } from './loopback';
import { tileSource } from './map-tiles';
import { paynowConfigFields, requirePaynowSecrets } from './paynow-config';
import { rateConfigFields } from './rates-config';
import { enabledProviders, requireSocialSecrets, socialConfigFields } from './social-sign-in-config';

/** An http(s) origin and nothing else (a trailing slash is allowed); plain http only on a loopback host. */
function isPublicOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

const configSchema = z
  .object({
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
      })
      // The CSP lets images come from the tile host only (server/security-headers.ts): it must be nameable there.
      .refine((v) => v === undefined || tileSource(v) !== null, {
        message: 'must name its host plainly (a placeholder such as {s} only in the first part of the host name)',
      }),
    MAP_ATTRIBUTION: z.string().trim().max(300).optional(),
    /**
     * "true" only where every request comes through Cloudflare's edge, which overwrites CF-Connecting-IP with
     * the address that connected to it: a deployed Worker (workers.dev or a custom-domain route) cannot be
     * reached any other way. `wrangler dev` is reached directly, so there a client could send any value: unset
     * or "false", and the per-IP limits put every caller in one shared 'untrusted' bucket.
     */
    TRUST_CF_CONNECTING_IP: z
      .enum(['true', 'false', ''], { errorMap: () => ({ message: 'must be "true" or "false"' }) })
      .optional()
      .transform((v) => v === 'true'),
    /**
     * The site's public origin, e.g. https://musika.co.zw: links in e-mails (login, reset, unlock) must be
     * absolute to open from a mail client, and the API cannot trust a request's Host to build them (anyone can
     * send one). Unset: the local `npm start` address. https, except for a loopback host.
     */
    PUBLIC_ORIGIN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || 'http://127.0.0.1:8787')
      .refine(isPublicOrigin, { message: 'must be an origin such as https://musika.co.zw (http only for localhost or 127.0.0.1), without a path' })
      .transform((v) => new URL(v).origin),
    /**
     * Google Tag Manager container, e.g. GTM-ABC1234. Empty: no tag manager and no analytics at all. Set: the
     * browser loads it only after the visitor accepted cookies (app/features/shell), and the CSP lets its
     * beacons through (server/security-headers.ts).
     */
    GTM_ID: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^GTM-[A-Z0-9]{4,12}$/.test(v), { message: 'must be a container id such as GTM-ABC1234, or empty' }),
    /** "true" answers GraphQL introspection (for tools like GraphiQL); off by default, also in production. */
    GRAPHQL_INTROSPECTION: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((v) => v === 'true'),
  })
  // Paynow (issue #11): the provider's base URL and one integration id/key per currency (paynow-config.ts).
  .merge(paynowConfigFields)
  // USD→ZWG rate by configuration and the rate-setting secret (rates-config.ts).
  .merge(rateConfigFields)
  // The ads token secret (ads-config.ts).
  .merge(adConfigFields)
  // Social sign-in's client ids, secrets and sandbox switch (social-sign-in-config.ts).
  .merge(socialConfigFields)
  .superRefine(requirePaynowSecrets)
  .superRefine(requireSocialSecrets);

export type Config = z.infer<typeof configSchema>;

/** The part of the configuration the browser may see. */
export function publicConfig(config: Config) {
  return {
    mapTileUrl: config.MAP_TILE_URL ?? null,
    mapAttribution: config.MAP_ATTRIBUTION ?? null,
    tagManagerId: config.GTM_ID ?? null,
    /** The "Continue with …" buttons to show (a real provider or the sandbox). */
    socialProviders: enabledProviders(config),
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

export class ConfigError extends Error {}

let cached: { source: unknown; config: Config } | undefined;

/**
 * Where an env built from the Worker's (server/services.ts spreads the bindings into a new object per request)
 * carries the configuration already parsed, so the backend's reads of it do not parse it again.
 */
export const PARSED_CONFIG = Symbol('musika.config');

export function readConfig(env: Record<string | symbol, unknown>): Config {
  const handed = env[PARSED_CONFIG] as Config | undefined;
  if (handed) return handed;
  if (cached && cached.source === env) return cached.config;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  cached = { source: env, config: parsed.data };
  return parsed.data;
}
