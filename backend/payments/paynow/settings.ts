/**
 * Which Paynow the backend talks to, read from the request's bindings (server/config.ts validates them): the real
 * one over the network, or the sandbox in-process (PAYNOW_BASE empty). The provider code is the same for both;
 * only the base URL, the credentials and the fetch function differ.
 */
import type { Context } from 'hono';
import type { PaymentCurrency } from '../../../schema/rest/payments';
import { loadConfig } from '../../../server/config';
import { API_BASE_PATH } from '../../http';
import { SANDBOX_INTEGRATIONS, SANDBOX_PATH } from '../sandbox/integrations';

export type Fetcher = (request: Request) => Promise<Response>;

export interface PaynowSettings {
  sandbox: boolean;
  /** e.g. https://www.paynow.co.zw, or the site's origin + /paynow-sandbox. */
  base: string;
  /** The site's public origin: return URLs and the result URL start with it. */
  origin: string;
  resultUrl: string;
  delayScale: number;
  credentials(currency: PaymentCurrency): { id: string; key: string };
  fetch: Fetcher;
}

/** The path of Paynow's result URL on our API. */
export const RESULT_PATH = '/payments/paynow/result';

/** From a request's context (the backend's routes and startPayment). */
export function paynowSettingsFor(c: Context): PaynowSettings {
  return paynowSettings(c.env, executionContext(c));
}

/** From bindings and an execution context (the scheduled reconcile has no request). */
export function paynowSettings(env: unknown, ctx: ExecutionContext): PaynowSettings {
  const config = loadConfig((env ?? {}) as Record<string, unknown>);
  const origin = config.PUBLIC_ORIGIN;
  const sandbox = !config.PAYNOW_BASE;
  const live = {
    USD: { id: config.PAYNOW_USD_INTEGRATION_ID ?? '', key: config.PAYNOW_USD_INTEGRATION_KEY ?? '' },
    ZWG: { id: config.PAYNOW_ZWG_INTEGRATION_ID ?? '', key: config.PAYNOW_ZWG_INTEGRATION_KEY ?? '' },
  };
  const integrations: Record<PaymentCurrency, { id: string; key: string }> = sandbox ? SANDBOX_INTEGRATIONS : live;
  return {
    sandbox,
    base: sandbox ? `${origin}${SANDBOX_PATH}` : config.PAYNOW_BASE!,
    origin,
    resultUrl: `${origin}${API_BASE_PATH}${RESULT_PATH}`,
    delayScale: config.PAYNOW_SANDBOX_DELAY_SCALE,
    credentials: (currency) => integrations[currency],
    fetch: sandbox ? sandboxFetcher(env, ctx) : (request) => fetch(request),
  };
}

/** The sandbox answers in-process: no network hop, and it shares the request's bindings (D1, delay scale). */
function sandboxFetcher(env: unknown, ctx: ExecutionContext): Fetcher {
  return async (request) => {
    // Imported when first used: the sandbox delivers its callbacks into the backend, which imports this file.
    const { sandboxApp } = await import('../sandbox/app');
    return sandboxApp.fetch(request, env as { DB: D1Database }, ctx);
  };
}

/** Hono throws when a request came without one (a unit test); the sandbox then runs its timers unattached. */
export function executionContext(c: Context): ExecutionContext {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  }
}
