/**
 * The buyer's choice of how to pay (checkout and "try again"): pay on delivery/collection, or pay now with
 * EcoCash, OneMoney, InnBucks (approve on the phone) or a card on Paynow's page; in USD or ZWG. Parsed from the
 * form with zod (its messages are message keys, put in the page's language by the action's translateMessage);
 * the mobile money number goes through the +263 helper and defaults to the contact phone.
 */
import { z } from 'zod';
import type { MessageKey } from '~/lib/i18n/translate.server';
import { phoneFromLocalPart } from '~/lib/phone';

/** Brand names are shown as they are; the others' words come in the page's language (pay-text.ts). */
export const PAY_CHOICES = [
  { value: 'CASH_ON_DELIVERY', text: 'payment.cash' },
  { value: 'ECOCASH', label: 'EcoCash' },
  { value: 'ONEMONEY', label: 'OneMoney' },
  { value: 'INNBUCKS', label: 'InnBucks' },
  { value: 'WEB', text: 'payment.web' },
] as const;
export type PayChoice = (typeof PAY_CHOICES)[number]['value'];
export const EXPRESS_CHOICES: readonly PayChoice[] = ['ECOCASH', 'ONEMONEY', 'INNBUCKS'];

export const payChoiceFields = z.object({
  paymentMethod: z
    .enum(['CASH_ON_DELIVERY', 'ECOCASH', 'ONEMONEY', 'INNBUCKS', 'WEB'], {
      errorMap: () => ({ message: 'payment.errorChoose' satisfies MessageKey }),
    })
    .default('CASH_ON_DELIVERY'),
  mobileMoneyNo: z
    .string()
    .trim()
    .max(20, 'payment.errorNumberLong' satisfies MessageKey)
    .optional(),
  currency: z.enum(['USD', 'ZWG'], { errorMap: () => ({ message: 'payment.errorCurrency' satisfies MessageKey }) }).default('USD'),
});
export type PayChoiceFields = z.infer<typeof payChoiceFields>;

/** The mutation's payment fields; the mobile money number is the one given, or else the contact phone. */
export function payInput(f: PayChoiceFields, contactPhone: string | null) {
  const express = EXPRESS_CHOICES.includes(f.paymentMethod);
  const local = f.mobileMoneyNo || contactPhone || '';
  return {
    paymentMethod: f.paymentMethod,
    mobileMoneyNo: express && local ? phoneFromLocalPart(local) : null,
    currency: f.currency,
  };
}
