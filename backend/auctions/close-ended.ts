/**
 * The end-of-auction pass (the `scheduled` handler in server.ts, every minute): every auction whose end has
 * passed is closed through its own Durable Object, which notifies the winner and the vendor exactly once.
 * Reading a lot after its end closes it the same way (auctions-routes.ts), so a page never waits for the cron.
 */
import { createDb } from '../db/client';
import { roomFor, type AuctionsEnv } from './auction-room';
import { dueForClosing } from './lot-store';

export async function closeEndedAuctions(env: AuctionsEnv, now = new Date()): Promise<{ closed: number }> {
  const due = await dueForClosing(createDb(env.DB), now.getTime());
  const results = await Promise.allSettled(due.map((id) => roomFor(env, id).close(id, now.getTime())));
  for (const r of results) if (r.status === 'rejected') console.error('auction close failed', r.reason);
  return { closed: results.filter((r) => r.status === 'fulfilled' && r.value).length };
}
