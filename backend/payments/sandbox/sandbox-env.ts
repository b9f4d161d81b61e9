/**
 * What the Paynow sandbox is handed when the composition root (server/services.ts) mounts it, as a separate
 * service would be configured: its D1, its clock, its settings, and how to reach the merchant's result URL — the
 * `deliver` fetch, as the real Paynow reaches us over the internet. It imports nothing of the backend's routes.
 */
import type { ClockCarrier } from '../../clock';

export interface SandboxSettings {
  /** Return and result URLs must be on this origin (merchant-urls.ts). */
  publicOrigin: string;
  /** Multiplies the test numbers' delays (PAYNOW_SANDBOX_DELAY_SCALE). */
  delayScale: number;
  /** Plays every result callback lost (PAYNOW_SANDBOX_DROP_CALLBACKS). */
  dropCallbacks: boolean;
}

export interface SandboxBindings extends ClockCarrier {
  DB: D1Database;
  sandbox: SandboxSettings;
  /** Posts a result callback to the merchant (our backend, in-process). */
  deliver(request: Request): Promise<Response>;
}
