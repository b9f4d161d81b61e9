/** What the buyer is told when an offline "add to cart" reaches the server (issue 33 §2). */
import { describe, expect, it } from 'vitest';
import { replayedAddMessage, type ReplayedAdd } from './replay-messages';

const base: ReplayedAdd = {
  added: true,
  refusal: null,
  name: 'Solar Panel 400W Mono',
  removed: null,
  unitPrice: { amountCents: 11500, currency: 'USD' },
  seenPriceCents: 11500,
};

describe('replayed add to cart', () => {
  it('says it is in the cart when nothing changed', () => {
    expect(replayedAddMessage(base)).toBe('Solar Panel 400W Mono, added while you were offline, is in your cart.');
  });

  it('names a new price beside the one the buyer saw', () => {
    expect(replayedAddMessage({ ...base, unitPrice: { amountCents: 12000, currency: 'USD' } })).toBe(
      'Solar Panel 400W Mono is in your cart, but its price changed: $120.00 now ($115.00 when you saw it).',
    );
  });

  it('says a sold-out product was not added', () => {
    const removed = '‘Solar Panel 400W Mono’ is out of stock and was removed from your cart.';
    expect(replayedAddMessage({ ...base, removed })).toBe(`From your changes made offline: ${removed}`);
  });

  it('passes on the cart rule that refused it', () => {
    expect(replayedAddMessage({ ...base, added: false, refusal: 'At most 99 at a time' })).toBe(
      'Solar Panel 400W Mono was not added to your cart: At most 99 at a time.',
    );
  });
});
