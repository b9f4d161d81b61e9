/**
 * The all-appointments page's form posts: one answer to one booking of the active business. Its messages are
 * keys said in the page's language (`t`); the API's refusals are recognised by their English wording
 * (schema/rest/booking-rules.ts) and said in the language too, those with values through bookingRefusal.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { mutate } from '~/graphql/client.server';
import { VendorRespondMutation } from '~/graphql/queries/bookings.server';
import type { Language } from '~/lib/i18n/language';
import { translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { BOOKING_MESSAGES, harareInstant, isDay } from '../../../schema/rest/booking-rules';
import { bookingRefusal } from './booking-page-text.server';
import type { VendorActionResult } from './vendor-actions';

const answer = z.object({
  id: z.string().regex(/^\d{1,10}$/, 'vendorPeople.errorBookingNotFound'),
  intent: z.enum(['accept', 'decline', 'propose', 'confirm'], { errorMap: () => ({ message: 'appointments.chooseAnswer' }) }),
  message: z.string().trim().max(500, 'vendorPeople.errorMessageLong').default(''),
  date: z.string().optional(),
  time: z.string().optional(),
});

const DONE: Record<string, MessageKey> = {
  accept: 'vendorPeople.doneAccept',
  confirm: 'vendorPeople.doneConfirm',
  decline: 'vendorPeople.doneDecline',
  propose: 'vendorPeople.donePropose',
};

/** The API's refusals of a store's answer, by their English wording. */
const REFUSALS: Record<string, MessageKey> = {
  [BOOKING_MESSAGES.notFound]: 'vendorPeople.errorBookingNotFound',
  [BOOKING_MESSAGES.notAllowed]: 'appointments.errorNotAllowed',
  [BOOKING_MESSAGES.stale]: 'appointments.errorStale',
  [BOOKING_MESSAGES.proposeTime]: 'vendorPeople.errorProposeTime',
  [BOOKING_MESSAGES.sameTime]: 'vendorPeople.errorSameTime',
  [BOOKING_MESSAGES.update]: 'appointments.errorUpdate',
};

/** A store's answer refused: its own wordings first, then a booking's (a lapsed request read by its hours). */
function refusal(t: Translate, language: Language, message: string): string {
  return REFUSALS[message] ? t(REFUSALS[message]) : bookingRefusal(t, language, message);
}

export async function answerBooking(
  context: AppLoadContext,
  request: Request,
  businessId: string,
  form: FormData,
  { t, language }: { t: Translate; language: Language },
): Promise<VendorActionResult> {
  const parsed = answer.safeParse(Object.fromEntries(form));
  const id = String(form.get('id') ?? '');
  if (!parsed.success) return { id, formError: translateMessage(t, parsed.error.issues[0].message) };
  const { intent, message, date, time } = parsed.data;
  let startsAt: string | undefined;
  if (intent === 'propose') {
    if (!date || !isDay(date) || !time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { id, formError: t('vendorPeople.errorChooseDayTime') };
    startsAt = harareInstant(date, time).toISOString();
  }
  const action = intent.toUpperCase() as 'ACCEPT' | 'DECLINE' | 'PROPOSE' | 'CONFIRM';
  const { vendorRespondToBooking: r } = await mutate(context, request, VendorRespondMutation, {
    input: { businessId, id: parsed.data.id, action, startsAt, message },
  });
  if (!r.booking) return { id, formError: refusal(t, language, r.userErrors[0]?.message ?? BOOKING_MESSAGES.update) };
  return { id, notice: t(DONE[intent]) };
}
