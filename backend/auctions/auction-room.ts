/**
 * One Durable Object per auction (`env.AUCTIONS.idFromName('product:<id>')`; wrangler.toml binds it as
 * AUCTIONS, migration tag v1): the one place where that auction's bids, its close and the vendor's decision
 * are decided. Cloudflare runs one instance of an id at a time, and here each call waits for the one before
 * it to finish (a promise chain: awaiting D1 would otherwise let the next call in), so every call reads the
 * state the last one wrote. The state itself lives in D1 (bids, auction_lots), where every page reads it.
 * Each call carries the caller's instant (ms, from the backend's clock: backend/clock.ts): a bid is judged at
 * the moment it came in, and tests that pin the clock reach the room too.
 */
import { DurableObject } from 'cloudflare:workers';
import { closeLotNow, decideLotNow, placeBidNow, type BidInput, type DecideInput, type WriteResult } from './lot-writes';

export interface AuctionRoomEnv {
  DB: D1Database;
}

export class AuctionRoom extends DurableObject<AuctionRoomEnv> {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every earlier call has finished, whatever its result. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  placeBid(input: BidInput, at: number): Promise<WriteResult> {
    return this.serial(() => placeBidNow(this.env.DB, input, new Date(at)));
  }

  /** The end-of-auction pass for this lot; true when this call closed it (and notified both sides). */
  close(productId: number, at: number): Promise<boolean> {
    return this.serial(() => closeLotNow(this.env.DB, productId, new Date(at)));
  }

  decide(input: DecideInput, at: number): Promise<WriteResult> {
    return this.serial(() => decideLotNow(this.env.DB, input, new Date(at)));
  }
}

/** The binding, as the backend and the cron pass see it. */
export interface AuctionsEnv {
  AUCTIONS: DurableObjectNamespace<AuctionRoom>;
  DB: D1Database;
}

export const roomFor = (env: AuctionsEnv, productId: number) => env.AUCTIONS.get(env.AUCTIONS.idFromName(`product:${productId}`));
