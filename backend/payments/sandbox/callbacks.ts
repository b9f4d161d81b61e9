/**
 * The sandbox's status messages: the poll URL's answer and the result-URL callback carry the same signed fields
 * (reference, paynowreference, amount, status, pollurl, hash), as Paynow's "Status Update" does. Callbacks go
 * into our own backend in-process (no network hop, and never anywhere else: the sandbox is no relay).
 */
import { eq } from 'drizzle-orm';
import { clockOf, type ClockCarrier } from '../../clock';
import { createDb } from '../../db/client';
import { paynowSandboxTransactions } from '../../db/schema';
import { API_BASE_PATH } from '../../http';
import { signFields, type PaynowFields } from '../paynow/hash';
import { encodeFields } from '../paynow/messages';
import { sandboxKey, SANDBOX_PATH } from './integrations';
import { sandboxStatus } from './scenarios';

type SandboxRow = typeof paynowSandboxTransactions.$inferSelect;

export async function statusFields(row: SandboxRow, origin: string, nowMs: number): Promise<PaynowFields> {
  return signFields(
    [
      ['reference', row.reference],
      ['paynowreference', String(row.paynowReference)],
      ['amount', row.amount],
      ['status', sandboxStatus(row, nowMs)],
      ['pollurl', `${origin}${SANDBOX_PATH}/Interface/CheckPayment/?guid=${row.guid}`],
    ],
    sandboxKey(row.integrationId) ?? '',
  );
}

/** The backend, made once per isolate on the first callback (imported late: the backend imports the provider). */
let backend: { fetch(request: Request, env: unknown, ctx: ExecutionContext): Response | Promise<Response> } | undefined;

export async function deliverCallback(env: { DB: D1Database } & ClockCarrier, ctx: ExecutionContext, guid: string): Promise<void> {
  const [row] = await createDb(env.DB).select().from(paynowSandboxTransactions).where(eq(paynowSandboxTransactions.guid, guid)).limit(1);
  if (!row) return;
  const target = new URL(row.resultUrl);
  if (!target.pathname.startsWith(`${API_BASE_PATH}/`)) {
    console.warn('sandbox: result URL is not this backend; callback not sent', target.pathname);
    return;
  }
  if (!backend) {
    const { createBackend } = await import('../../app');
    backend = createBackend();
  }
  const body = encodeFields(await statusFields(row, target.origin, clockOf(env).now().getTime()));
  const response = await backend.fetch(
    new Request(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
    env,
    ctx,
  );
  if (!response.ok) console.warn('sandbox: result callback answered', response.status, row.reference);
}
