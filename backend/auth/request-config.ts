/**
 * What the auth routes need from the Worker's configuration (schema/config/worker-config.ts validates it, once per isolate):
 * whether CF-Connecting-IP can be believed, and the public origin e-mailed links start with. Read from the
 * request's bindings, so a test can run the backend with other values without touching the Worker.
 */
import type { Context } from 'hono';
import { readConfig } from '../../schema/config/worker-config';

function config(c: Context) {
  return readConfig((c.env ?? {}) as Record<string, unknown>);
}

/** True only behind Cloudflare's edge, which overwrites the header (see TRUST_CF_CONNECTING_IP). */
export const trustsClientIpHeader = (c: Context): boolean => config(c).TRUST_CF_CONNECTING_IP;

/** e.g. 'https://musika.co.zw', never with a trailing slash. */
export const publicOrigin = (c: Context): string => config(c).PUBLIC_ORIGIN;
