/**
 * What the embedded backend is handed, built in one place for a request or a cron run: the Worker's bindings
 * plus its clock and its Paynow client. With PAYNOW_BASE empty the Paynow client is the sandbox, mounted here as
 * if it were a separate service: the backend reaches it only through `paynowFetch`, and it reaches the backend's
 * result URL only through its `deliver` fetch, as the real Paynow would over the internet. Neither imports the
 * other's app.
 */
import { createBackend } from '../backend/app';
import { systemClock, type Clock } from '../backend/clock';
import type { BackendEnv } from '../backend/http';
import type { PaynowClientCarrier } from '../backend/payments/paynow/settings';
import { sandboxApp } from '../backend/payments/sandbox/app';
import type { SandboxBindings } from '../backend/payments/sandbox/sandbox-env';
import { oidcSandboxApp, type OidcSandboxBindings } from '../backend/social-sign-in/oidc-sandbox/sandbox-app';
import type { OidcClientCarrier } from '../backend/social-sign-in/providers';
import { sandboxInUse } from '../schema/config/social-sign-in-config';
import { loadConfig, PARSED_CONFIG, type Config } from './config';
import type { Env } from './env';

/** The embedded ezw/v1 backend, one per isolate. */
export const backend = createBackend();

export type HandedBackendEnv = BackendEnv & PaynowClientCarrier & OidcClientCarrier & Record<string | symbol, unknown>;

/** The sandbox's own bindings: its D1, the clock, its settings, and the merchant (our backend) to call back. */
function sandboxBindings(env: Env, config: Config, clock: Clock, deliver: SandboxBindings['deliver']): SandboxBindings {
  return {
    DB: env.DB,
    clock,
    deliver,
    sandbox: {
      publicOrigin: config.PUBLIC_ORIGIN,
      delayScale: config.PAYNOW_SANDBOX_DELAY_SCALE,
      dropCallbacks: config.PAYNOW_SANDBOX_DROP_CALLBACKS,
    },
  };
}

export interface Services {
  /** The env to hand backend.fetch. */
  backendEnv: HandedBackendEnv;
  /** The Paynow sandbox's bindings, or null when a real Paynow is configured. */
  sandboxEnv: SandboxBindings | null;
  /** The OIDC sandbox's bindings, or null when no sign-in provider uses it (both real, or a public origin). */
  oidcSandboxEnv: OidcSandboxBindings | null;
}

/**
 * The OIDC sandbox, mounted like the Paynow one: the backend reaches it only through `oidcSandboxFetch`, as it
 * would reach Google over the internet (decision 025).
 */
function mountOidcSandbox(env: Env, config: Config, clock: Clock, backendEnv: HandedBackendEnv, ctx: ExecutionContext): OidcSandboxBindings | null {
  if (!sandboxInUse(config)) return null;
  const oidcSandboxEnv: OidcSandboxBindings = { DB: env.DB, clock, publicOrigin: config.PUBLIC_ORIGIN };
  backendEnv.oidcSandboxFetch = async (request) => oidcSandboxApp.fetch(request, oidcSandboxEnv, ctx);
  return oidcSandboxEnv;
}

/** The backend's and the sandbox's envs for one request (`clock` from the request) or one cron run. */
export function servicesFor(env: Env, ctx: ExecutionContext, clock: Clock = systemClock): Services {
  const config = loadConfig(env as unknown as Record<string, unknown>);
  const backendEnv: HandedBackendEnv = { ...(env as unknown as Record<string, unknown>), DB: env.DB, clock, [PARSED_CONFIG]: config };
  const oidcSandboxEnv = mountOidcSandbox(env, config, clock, backendEnv, ctx);
  if (config.PAYNOW_BASE) return { backendEnv, sandboxEnv: null, oidcSandboxEnv };
  const sandboxEnv = sandboxBindings(env, config, clock, async (request) => backend.fetch(request, backendEnv, ctx));
  backendEnv.paynowFetch = async (request) => sandboxApp.fetch(request, sandboxEnv, ctx);
  return { backendEnv, sandboxEnv, oidcSandboxEnv };
}
