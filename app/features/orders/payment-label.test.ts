import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label';

describe('order payment label', () => {
  it('a cash order reads as pay on delivery until it is paid', () => {
    expect(paymentLabel('cash_on_delivery', 'unpaid')).toBe('Pay on delivery or collection');
    expect(paymentLabel('cash_on_delivery', 'paid')).toBe('Pay on delivery or collection — paid');
  });

  it('a pay-now order shows its method and whether Paynow confirmed it (paid, pending, failed)', () => {
    expect(paymentLabel('ecocash', 'paid')).toBe('EcoCash — paid');
    expect(paymentLabel('onemoney', 'pending')).toBe('OneMoney — awaiting payment');
    expect(paymentLabel('web', 'failed')).toBe('Card or other (Paynow) — payment failed');
  });
});
