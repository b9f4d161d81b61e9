import { describe, expect, it } from 'vitest';
import { formatUsd, offerAnsweredText, offerReceivedText } from './messages';

describe('offer notification text', () => {
  it('formats cents as US dollars, en-US', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(45_000)).toBe('$450.00');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
  });

  it('names the buyer, the amount per unit and the quantity', () => {
    expect(
      offerReceivedText({ productName: 'Solar kit', buyerName: 'Chiedza', amountCents: 9_000, quantity: 2, message: 'Can collect today' }),
    ).toMatchObject({
      title: 'New offer on Solar kit',
      body: 'Chiedza offered $90.00 each for 2. “Can collect today”',
    });
  });

  it('says what the other side did', () => {
    const base = {
      productName: 'Solar kit',
      actorName: 'Borrowdale Digital',
      actor: 'seller' as const,
      amountCents: 9_500,
      quantity: 1,
      message: '',
    };
    expect(offerAnsweredText({ ...base, status: 'countered' })).toMatchObject({
      title: 'Counter-offer on Solar kit',
      body: 'Borrowdale Digital countered with $95.00.',
    });
    expect(offerAnsweredText({ ...base, status: 'accepted' }).title).toBe('Offer accepted: Solar kit');
    expect(offerAnsweredText({ ...base, status: 'rejected' }).title).toBe('Offer rejected: Solar kit');
    expect(offerAnsweredText({ ...base, actor: 'buyer', actorName: 'Chiedza', status: 'withdrawn' }).body).toBe(
      'Chiedza withdrew the offer of $95.00.',
    );
  });
});
