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
import { accountNavText } from '~/features/account/account-text.server';
import { calendarText } from '~/features/bookings/calendar-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.meta ?? 'Your calendar — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const today = harareDayOf(new Date());
  const { view, date } = calendarParams(new URL(args.request.url).searchParams, today);
  const { from, to } = calendarRange(view, date);
  const { myBookings } = await query(args.context, args.request, MyBookingsQuery, { from, to });
  const bookings = myBookings.filter((b) => b.status !== 'DECLINED' && b.status !== 'CANCELLED' && b.status !== 'LAPSED');
  const { language, t } = requestTranslator(args.request);
  // The page's words in its language (issue 33 §3), finished here.
  return {
    view,
    date,
    today,
    bookings,
    meta: t('appointments.metaCalendar'),
    title: t('appointments.yourCalendar'),
    text: calendarText(t, language, view, date, bookings),
    nav: accountNavText(t),
  };
}

export default function AccountCalendar() {
  const { view, date, today, bookings, title, text, nav } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={title} nav={nav}>
      <Calendar
        view={view}
        date={date}
        today={today}
        bookings={bookings}
        path={href('account-calendar')}
        who="business"
        text={text}
        linkTo={(b) => href('appointments-respond', { id: b.id })}
      />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
