/**
 * The buyer's calendar (`/account/calendar`, issue #14 item 4): their appointments and hire bookings by day,
 * week or month (?view=day|week|month&date=YYYY-MM-DD), today marked in Harare time; declined and cancelled
 * ones are left out. Each entry opens the booking.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { Calendar } from '~/features/bookings/calendar';
import { calendarParams, calendarRange } from '~/features/bookings/calendar-range';
import { query } from '~/graphql/client.server';
import { MyBookingsQuery } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction = () => [{ title: 'Your calendar — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const today = harareDayOf(new Date());
  const { view, date } = calendarParams(new URL(args.request.url).searchParams, today);
  const { from, to } = calendarRange(view, date);
  const { myBookings } = await query(args.context, args.request, MyBookingsQuery, { from, to });
  return { view, date, today, bookings: myBookings.filter((b) => b.status !== 'DECLINED' && b.status !== 'CANCELLED' && b.status !== 'LAPSED') };
}

export default function AccountCalendar() {
  const { view, date, today, bookings } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Your calendar">
      <Calendar
        view={view}
        date={date}
        today={today}
        bookings={bookings}
        path={href('account-calendar')}
        who="business"
        linkTo={(b) => href('appointments-respond', { id: b.id })}
      />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
