import { describe, expect, it } from 'vitest';
import { PAYMENT_REFERENCE, paymentView } from '../../schema/rest/payments';
import type { PaymentRow } from './effects/types';
import { maskPhone, toPaymentView } from './payment-view';
import { newPaymentReference } from './reference';

const row: PaymentRow = {
  id: 1,
  reference: 'MSK-PAY-7K2M9Q4XH3',
  purpose: 'order',
  purposeRef: 'c-1',
  userId: 19,
  businessId: null,
  amountCents: 1000,
  currency: 'USD',
  usdCents: 1000,
  rateMicros: null,
  method: 'web',
  phone: null,
  status: 'pending',
  provider: 'paynow',
  providerReference: '9510',
  pollUrl: 'https://www.paynow.co.zw/Interface/CheckPayment/?guid=x',
  redirectUrl: 'https://www.paynow.co.zw/Payment/ConfirmPayment/9510',
  instructions: null,
  idempotencyKey: 'k',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  settledAt: null,
};

describe('payment view', () => {
  it('masks the phone number', () => {
    expect(maskPhone('263771234511')).toBe('+263 77*****11');
    expect(maskPhone(null)).toBeNull();
  });

  it('shows the Paynow page only while a web payment is pending, and never the poll URL', () => {
    const view = paymentView.parse(toPaymentView(row));
    expect(view.redirectUrl).toBe(row.redirectUrl);
    expect(JSON.stringify(view)).not.toContain('CheckPayment');
    expect(toPaymentView({ ...row, status: 'paid' }).redirectUrl).toBeNull();
  });

  it('a failed payment says exactly Payment failed', () => {
    expect(toPaymentView({ ...row, status: 'failed' }).message).toBe('Payment failed');
  });

  it('payment references are unique MSK-PAY codes', () => {
    const refs = new Set(Array.from({ length: 1000 }, newPaymentReference));
    expect(refs.size).toBe(1000);
    for (const ref of refs) expect(ref).toMatch(PAYMENT_REFERENCE);
  });
});
