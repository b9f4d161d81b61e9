/**
 * What the sandbox does with each express (mobile money) number, after Paynow's test mode
 * (developers.paynow.co.zw "Test Mode"): the four test numbers and their outcomes. Delays are real seconds,
 * multiplied by PAYNOW_SANDBOX_DELAY_SCALE (the integration tests run at 0.01).
 */
export type SandboxScenario = { kind: 'settles'; outcome: 'Paid' | 'Cancelled'; delayMs: number } | { kind: 'refused'; error: string };

export const SANDBOX_NUMBERS: Record<string, SandboxScenario> = {
  '0771111111': { kind: 'settles', outcome: 'Paid', delayMs: 5_000 },
  '0772222222': { kind: 'settles', outcome: 'Paid', delayMs: 30_000 },
  '0773333333': { kind: 'settles', outcome: 'Cancelled', delayMs: 30_000 },
  '0774444444': { kind: 'refused', error: 'Insufficient balance' },
};

/** Any other number: as in Paynow's test mode, only the test numbers work. */
const UNKNOWN: SandboxScenario = { kind: 'refused', error: 'Test mode: use one of the test numbers 0771111111–0774444444' };

/** The scenario of a number in Paynow's local form (0771111111). */
export function scenarioFor(phone: string, delayScale: number): SandboxScenario {
  const scenario = SANDBOX_NUMBERS[phone.replace(/\s/g, '')] ?? UNKNOWN;
  return scenario.kind === 'settles' ? { ...scenario, delayMs: Math.round(scenario.delayMs * delayScale) } : scenario;
}

/**
 * Paynow's status of a sandbox transaction at `nowMs`, derived from its stored row: express ones reach their
 * outcome once the delay has passed ("Sent" before); web ones have whatever the page's buttons decided
 * ("Created" until then).
 */
export function sandboxStatus(row: { method: string; outcome: string | null; delayMs: number; createdAtMs: number }, nowMs: number): string {
  if (row.method === 'web') return row.outcome ?? 'Created';
  if (!row.outcome) return 'Sent';
  return nowMs - row.createdAtMs >= row.delayMs ? row.outcome : 'Sent';
}
