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
import { loadConfig, PARSED_CONFIG, type Config } from './config';
import type { Env } from './env';

/** The embedded ezw/v1 backend, one per isolate. */
export const backend = createBackend();

export type HandedBackendEnv = BackendEnv & PaynowClientCarrier & Record<string | symbol, unknown>;

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
}

/** The backend's and the sandbox's envs for one request (`clock` from the request) or one cron run. */
export function servicesFor(env: Env, ctx: ExecutionContext, clock: Clock = systemClock): Services {
  const config = loadConfig(env as unknown as Record<string, unknown>);
  const backendEnv: HandedBackendEnv = { ...(env as unknown as Record<string, unknown>), DB: env.DB, clock, [PARSED_CONFIG]: config };
  if (config.PAYNOW_BASE) return { backendEnv, sandboxEnv: null };
  const sandboxEnv = sandboxBindings(env, config, clock, async (request) => backend.fetch(request, backendEnv, ctx));
  backendEnv.paynowFetch = async (request) => sandboxApp.fetch(request, sandboxEnv, ctx);
  return { backendEnv, sandboxEnv };
}
