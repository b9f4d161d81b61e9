/**
 * Which Paynow the backend talks to, read from the request's bindings (schema/config/worker-config.ts validates them): the real
 * one over the network, or the sandbox (PAYNOW_BASE empty), which the composition root mounts in-process and hands
 * over as `paynowFetch`. The provider code is the same for both; only the base URL, the credentials and the fetch
 * function differ.
 */
import type { Context } from 'hono';
import type { PaymentCurrency } from '../../../schema/rest/payments';
import { readConfig } from '../../../schema/config/worker-config';
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

/** Carried by the backend's env: how to reach Paynow, handed by the composition root (server/services.ts). */
export interface PaynowClientCarrier {
  /** The sandbox mounted in-process, or absent: the real Paynow over the network. */
  paynowFetch?: Fetcher;
}

/** From a request's context (the backend's routes and startPayment). */
export function paynowSettingsFor(c: Context): PaynowSettings {
  return paynowSettings(c.env);
}

/** From the bindings the backend was handed (the scheduled reconcile has no request). */
export function paynowSettings(env: unknown): PaynowSettings {
  const config = readConfig((env ?? {}) as Record<string, unknown>);
  const origin = config.PUBLIC_ORIGIN;
  const sandbox = !config.PAYNOW_BASE;
  const live = {
    USD: { id: config.PAYNOW_USD_INTEGRATION_ID ?? '', key: config.PAYNOW_USD_INTEGRATION_KEY ?? '' },
    ZWG: { id: config.PAYNOW_ZWG_INTEGRATION_ID ?? '', key: config.PAYNOW_ZWG_INTEGRATION_KEY ?? '' },
  };
  const integrations: Record<PaymentCurrency, { id: string; key: string }> = sandbox ? SANDBOX_INTEGRATIONS : live;
  const handed = (env as PaynowClientCarrier | undefined)?.paynowFetch;
  return {
    sandbox,
    base: sandbox ? `${origin}${SANDBOX_PATH}` : config.PAYNOW_BASE!,
    origin,
    resultUrl: `${origin}${API_BASE_PATH}${RESULT_PATH}`,
    delayScale: config.PAYNOW_SANDBOX_DELAY_SCALE,
    credentials: (currency) => integrations[currency],
    fetch: handed ?? ((request) => fetch(request)),
  };
}
