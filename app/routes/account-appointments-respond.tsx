/**
 * One of the buyer's bookings (`/account/appointments/respond/{id}`, issue #14 item 3): accept or decline the
 * time the business proposed, or cancel the booking, by plain form posts. Another buyer's booking is a 404.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { BookingCard } from '~/features/bookings/booking-card';
import * as s from '~/features/bookings/bookings.css';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { MyBookingQuery, RespondToBookingMutation } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Your booking — Musika' }, { name: 'robots', content: 'noindex' }];

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? raw : null);

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const id = invariantFound(idOf(args.params.id), 'Booking not found');
  const { myBooking } = await query(args.context, args.request, MyBookingQuery, { id });
  const booked = new URL(args.request.url).searchParams.get('booked') === '1';
  return { booking: invariantFound(myBooking, 'Booking not found'), now: new Date().toISOString(), booked };
}

const answer = z.object({ intent: z.enum(['accept', 'decline', 'cancel'], { errorMap: () => ({ message: 'Choose an answer' }) }) });
const DONE = {
  accept: 'You accepted the new time. The business has been told.',
  decline: 'You declined the proposed time. The business has been told.',
  cancel: 'Your booking is cancelled. The business has been told.',
};

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const id = invariantFound(idOf(args.params.id), 'Booking not found');
  const parsed = answer.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ formError: parsed.error.issues[0].message }, { status: 400 });
  const action = parsed.data.intent.toUpperCase() as 'ACCEPT' | 'DECLINE' | 'CANCEL';
  const { respondToBooking } = await mutate(args.context, args.request, RespondToBookingMutation, { input: { id, action } });
  if (!respondToBooking.booking) return data({ formError: respondToBooking.userErrors[0]?.message ?? 'Error updating booking' }, { status: 400 });
  return data({ notice: DONE[parsed.data.intent] });
}

export default function AppointmentRespond() {
  const { booking: b, now, booked } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const active = ['REQUESTED', 'PROPOSED', 'ACCEPTED', 'CONFIRMED'].includes(b.status) && b.endsAt > now;
  return (
    <AccountLayout title={b.kind === 'HIRE' ? 'Your hire booking' : 'Your appointment'}>
      <div className={s.stack}>
        <FormAlert>{result && 'formError' in result ? result.formError : undefined}</FormAlert>
        <FormNotice>
          {result && 'notice' in result
            ? result.notice
            : booked
              ? 'Your request was sent. You will be notified when the business answers.'
              : undefined}
        </FormNotice>
        <BookingCard booking={b} side="buyer">
          {active ? (
            <Form method="post" className={s.row}>
              {b.status === 'PROPOSED' && b.startsAt > now ? (
                <>
                  <button className={button()} type="submit" name="intent" value="accept">
                    Accept the new time
                  </button>
                  <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="decline">
                    Decline it
                  </button>
                </>
              ) : null}
              <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="cancel">
                Cancel the booking
              </button>
            </Form>
          ) : null}
        </BookingCard>
        <div className={s.row}>
          <Link to={href('appointments')}>All your appointments</Link>
          <Link to={`${href('account-calendar')}?view=day&date=${b.startDay}`}>See the day in your calendar</Link>
        </div>
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
