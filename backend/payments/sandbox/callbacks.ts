/**
 * The sandbox's status messages: the poll URL's answer and the result-URL callback carry the same signed fields
 * (reference, paynowreference, amount, status, pollurl, hash), as Paynow's "Status Update" does. Callbacks go
 * only to our own API's result URL, through the fetch the sandbox was handed (never anywhere else: no relay).
 */
import { eq } from 'drizzle-orm';
import { clockOf } from '../../clock';
import { createDb } from '../../db/client';
import { paynowSandboxTransactions } from '../../db/schema';
import { API_BASE_PATH } from '../../http';
import { signFields, type PaynowFields } from '../paynow/hash';
import { encodeFields } from '../paynow/messages';
import { sandboxKey, SANDBOX_PATH } from './integrations';
import type { SandboxBindings } from './sandbox-env';
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

/** Posts the transaction's status to its result URL through the merchant fetch the sandbox was handed. */
export async function deliverCallback(env: SandboxBindings, guid: string): Promise<void> {
  const [row] = await createDb(env.DB).select().from(paynowSandboxTransactions).where(eq(paynowSandboxTransactions.guid, guid)).limit(1);
  if (!row) return;
  const target = new URL(row.resultUrl);
  if (!target.pathname.startsWith(`${API_BASE_PATH}/`)) {
    console.warn('sandbox: result URL is not this backend; callback not sent', target.pathname);
    return;
  }
  const body = encodeFields(await statusFields(row, target.origin, clockOf(env).now().getTime()));
  const response = await env.deliver(new Request(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
  if (!response.ok) console.warn('sandbox: result callback answered', response.status, row.reference);
}
