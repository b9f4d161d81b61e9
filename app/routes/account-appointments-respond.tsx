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
import { accountNavText } from '~/features/account/account-text.server';
import { bookingCardView } from '~/features/bookings/booking-card-text.server';
import { pick, requestTranslator, translateMessage, type MessageKey } from '~/lib/i18n/translate.server';
import { BOOKING_MESSAGES } from '../../schema/rest/booking-rules';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.text['appointments.metaBooking'] ?? 'Your booking — Musika' },
  { name: 'robots', content: 'noindex' },
];

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? raw : null);

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const id = invariantFound(idOf(args.params.id), 'Booking not found');
  const { myBooking } = await query(args.context, args.request, MyBookingQuery, { id });
  const booked = new URL(args.request.url).searchParams.get('booked') === '1';
  const booking = invariantFound(myBooking, 'Booking not found');
  const { language, t } = requestTranslator(args.request);
  // The page's words in its language (issue 33 §3), the booking's finished here.
  const text = pick(t, [
    'appointments.metaBooking',
    'appointments.yourHire',
    'appointments.yourAppointment',
    'appointments.sent',
    'appointments.acceptNew',
    'appointments.declineIt',
    'appointments.cancelBooking',
    'appointments.allYours',
    'appointments.seeDay',
  ] as const);
  return { booking, view: bookingCardView(t, language, booking, 'buyer'), now: new Date().toISOString(), booked, text, nav: accountNavText(t) };
}

const answer = z.object({ intent: z.enum(['accept', 'decline', 'cancel'], { errorMap: () => ({ message: 'appointments.chooseAnswer' }) }) });
const DONE: Record<'accept' | 'decline' | 'cancel', MessageKey> = {
  accept: 'appointments.doneAccept',
  decline: 'appointments.doneDecline',
  cancel: 'appointments.doneCancel',
};
/** The API's refusals of an answer we know, by their English wording (schema/rest/booking-rules.ts). */
const REFUSALS: Record<string, MessageKey> = {
  [BOOKING_MESSAGES.notAllowed]: 'appointments.errorNotAllowed',
  [BOOKING_MESSAGES.stale]: 'appointments.errorStale',
  [BOOKING_MESSAGES.update]: 'appointments.errorUpdate',
};

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const id = invariantFound(idOf(args.params.id), 'Booking not found');
  const { t } = requestTranslator(args.request);
  const say = (message: string) => translateMessage(t, REFUSALS[message] ?? message);
  const parsed = answer.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ formError: say(parsed.error.issues[0].message) }, { status: 400 });
  const action = parsed.data.intent.toUpperCase() as 'ACCEPT' | 'DECLINE' | 'CANCEL';
  const { respondToBooking } = await mutate(args.context, args.request, RespondToBookingMutation, { input: { id, action } });
  if (!respondToBooking.booking) return data({ formError: say(respondToBooking.userErrors[0]?.message ?? BOOKING_MESSAGES.update) }, { status: 400 });
  return data({ notice: t(DONE[parsed.data.intent]) });
}

export default function AppointmentRespond() {
  const { booking: b, view, now, booked, text: w, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const active = ['REQUESTED', 'PROPOSED', 'ACCEPTED', 'CONFIRMED'].includes(b.status) && b.endsAt > now;
  return (
    <AccountLayout title={b.kind === 'HIRE' ? w['appointments.yourHire'] : w['appointments.yourAppointment']} nav={nav}>
      <div className={s.stack}>
        <FormAlert>{result && 'formError' in result ? result.formError : undefined}</FormAlert>
        <FormNotice>{result && 'notice' in result ? result.notice : booked ? w['appointments.sent'] : undefined}</FormNotice>
        <BookingCard booking={b} side="buyer" view={view}>
          {active ? (
            <Form method="post" className={s.row}>
              {b.status === 'PROPOSED' && b.startsAt > now ? (
                <>
                  <button className={button()} type="submit" name="intent" value="accept">
                    {w['appointments.acceptNew']}
                  </button>
                  <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="decline">
                    {w['appointments.declineIt']}
                  </button>
                </>
              ) : null}
              <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="cancel">
                {w['appointments.cancelBooking']}
              </button>
            </Form>
          ) : null}
        </BookingCard>
        <div className={s.row}>
          <Link to={href('appointments')}>{w['appointments.allYours']}</Link>
          <Link to={`${href('account-calendar')}?view=day&date=${b.startDay}`}>{w['appointments.seeDay']}</Link>
        </div>
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
