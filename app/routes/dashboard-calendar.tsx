/**
 * The business's calendar (`/dashboard/calendar/`, issue #14 item 4): appointments and hire bookings of the
 * active business by day, week or month (?view=day|week|month&date=YYYY-MM-DD), today marked in Harare time.
 * Declined and cancelled bookings are left out. Each entry opens the booking on the appointments page.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Calendar } from '~/features/bookings/calendar';
import { calendarParams, calendarRange } from '~/features/bookings/calendar-range';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { query } from '~/graphql/client.server';
import { BusinessBookingsQuery } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';
import { calendarText } from '~/features/bookings/calendar-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${d.title} — Musika` : 'Calendar — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const today = harareDayOf(new Date());
  const { view, date } = calendarParams(new URL(args.request.url).searchParams, today);
  const { from, to } = calendarRange(view, date);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessBookingsQuery, { businessId, from, to }, { token, optional: ['businessBookings'] }),
  );
  // Pending holds show with when they lapse; declined, cancelled and lapsed bookings hold nothing.
  const bookings = (result.businessBookings ?? []).filter((b) => b.status !== 'DECLINED' && b.status !== 'CANCELLED' && b.status !== 'LAPSED');
  const { language, t } = requestTranslator(args.request);
  // The page's words in its language (issue 33 §3), finished here.
  return {
    frame: access.frame,
    view,
    date,
    today,
    bookings,
    failed: !result.businessBookings,
    title: t('appointments.calendar'),
    failedText: t('appointments.errorFetch'),
    text: calendarText(t, language, view, date, bookings),
  };
}

export default function DashboardCalendar() {
  const { frame, view, date, today, bookings, failed, title, failedText, text } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title={title}>
      {failed ? <p role="alert">{failedText}</p> : null}
      <Calendar
        view={view}
        date={date}
        today={today}
        bookings={bookings}
        path={href('dashboard-calendar')}
        who="buyer"
        text={text}
        linkTo={(b) => `${href('all-appointments')}?booking=${b.id}`}
      />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
