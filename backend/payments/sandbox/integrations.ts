/**
 * The sandbox's fixed merchant integrations (documented in README "Configuration"): with PAYNOW_BASE empty the
 * provider uses these instead of the PAYNOW_*_INTEGRATION_* secrets, and the sandbox checks every message's hash
 * with the same key, so the hashing code runs for real in development and tests. They open nothing outside it.
 */
export const SANDBOX_INTEGRATIONS = {
  USD: { id: '21001', key: '7d0f3b2a-5c4e-4f8a-9b61-2e7c9d1a4f30' },
  ZWG: { id: '21002', key: 'c5a81e94-0b3d-4e27-8f6a-93d2b7e4c518' },
} as const;

/** The key of an integration id, or null for an id the sandbox does not know. */
export function sandboxKey(integrationId: string): string | null {
  for (const integration of Object.values(SANDBOX_INTEGRATIONS)) if (integration.id === integrationId) return integration.key;
  return null;
}

/** Where the sandbox is served (server.ts routes it when PAYNOW_BASE is empty). */
export const SANDBOX_PATH = '/paynow-sandbox';
