/** A stored payment as its payer sees it (schema/rest/payments.ts `paymentView`): no provider URLs but the page to pay on. */
import { PAYMENT_FAILED, type PaymentStatus, type PaymentView } from '../../schema/rest/payments';
import type { PaymentRow } from './effects/types';

/** 263771234511 → '+263 77*****11': enough for the payer to recognise, too little to harvest. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 12) return null;
  return `+${digits.slice(0, 3)} ${digits.slice(3, 5)}${'*'.repeat(digits.length - 7)}${digits.slice(-2)}`;
}

const FINAL_MESSAGES: Record<Exclude<PaymentStatus, 'pending'>, string> = {
  paid: 'Payment received',
  cancelled: 'Payment cancelled',
  failed: PAYMENT_FAILED,
  disputed: 'Payment disputed: Paynow is looking into it',
  refunded: 'Payment refunded',
};

export function payerMessage(payment: Pick<PaymentRow, 'status' | 'method'>): string {
  if (payment.status !== 'pending') return FINAL_MESSAGES[payment.status];
  return payment.method === 'web' ? 'Complete the payment on Paynow' : 'Approve the payment on your phone';
}

export function toPaymentView(payment: PaymentRow): PaymentView {
  return {
    reference: payment.reference,
    purpose: payment.purpose,
    purposeRef: payment.purposeRef,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
    usdCents: payment.usdCents,
    rateMicros: payment.rateMicros,
    method: payment.method,
    phoneMasked: maskPhone(payment.phone),
    instructions: payment.status === 'pending' ? payment.instructions : null,
    redirectUrl: payment.status === 'pending' && payment.method === 'web' ? payment.redirectUrl : null,
    message: payerMessage(payment),
    createdAt: payment.createdAt,
    settledAt: payment.settledAt,
  };
}
