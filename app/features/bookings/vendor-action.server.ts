/** The all-appointments page's form posts: one answer to one booking of the active business. */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { mutate } from '~/graphql/client.server';
import { VendorRespondMutation } from '~/graphql/queries/bookings.server';
import { harareInstant, isDay } from '../../../schema/rest/booking-rules';
import type { VendorActionResult } from './vendor-actions';

const answer = z.object({
  id: z.string().regex(/^\d{1,10}$/, 'Booking not found'),
  intent: z.enum(['accept', 'decline', 'propose', 'confirm'], { errorMap: () => ({ message: 'Choose an answer' }) }),
  message: z.string().trim().max(500, 'The message is at most 500 characters').default(''),
  date: z.string().optional(),
  time: z.string().optional(),
});

const DONE: Record<string, string> = {
  accept: 'Accepted: the buyer has been told.',
  confirm: 'Confirmed: the buyer has been told.',
  decline: 'Declined: the buyer has been told.',
  propose: 'Your proposed time was sent to the buyer.',
};

export async function answerBooking(context: AppLoadContext, request: Request, businessId: string, form: FormData): Promise<VendorActionResult> {
  const parsed = answer.safeParse(Object.fromEntries(form));
  const id = String(form.get('id') ?? '');
  if (!parsed.success) return { id, formError: parsed.error.issues[0].message };
  const { intent, message, date, time } = parsed.data;
  let startsAt: string | undefined;
  if (intent === 'propose') {
    if (!date || !isDay(date) || !time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { id, formError: 'Choose the day and time you propose' };
    startsAt = harareInstant(date, time).toISOString();
  }
  const action = intent.toUpperCase() as 'ACCEPT' | 'DECLINE' | 'PROPOSE' | 'CONFIRM';
  const { vendorRespondToBooking: r } = await mutate(context, request, VendorRespondMutation, {
    input: { businessId, id: parsed.data.id, action, startsAt, message },
  });
  if (!r.booking) return { id, formError: r.userErrors[0]?.message ?? 'Error updating booking' };
  return { id, notice: DONE[intent] };
}
