/**
 * The buyer's choice of how to pay (checkout and "try again"): pay on delivery/collection, or pay now with
 * EcoCash, OneMoney, InnBucks (approve on the phone) or a card on Paynow's page; in USD or ZWG. Parsed from the
 * form with zod; the mobile money number goes through the +263 helper and defaults to the contact phone.
 */
import { z } from 'zod';
import { phoneFromLocalPart } from '~/lib/phone';

export const PAY_CHOICES = [
  { value: 'CASH_ON_DELIVERY', label: 'Pay on delivery or collection' },
  { value: 'ECOCASH', label: 'EcoCash' },
  { value: 'ONEMONEY', label: 'OneMoney' },
  { value: 'INNBUCKS', label: 'InnBucks' },
  { value: 'WEB', label: 'Card or other (Paynow page)' },
] as const;
export type PayChoice = (typeof PAY_CHOICES)[number]['value'];
export const EXPRESS_CHOICES: readonly PayChoice[] = ['ECOCASH', 'ONEMONEY', 'INNBUCKS'];

export const payChoiceFields = z.object({
  paymentMethod: z
    .enum(['CASH_ON_DELIVERY', 'ECOCASH', 'ONEMONEY', 'INNBUCKS', 'WEB'], { errorMap: () => ({ message: 'Choose how to pay' }) })
    .default('CASH_ON_DELIVERY'),
  mobileMoneyNo: z.string().trim().max(20, 'The mobile money number is too long').optional(),
  currency: z.enum(['USD', 'ZWG'], { errorMap: () => ({ message: 'Choose USD or ZWG' }) }).default('USD'),
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
