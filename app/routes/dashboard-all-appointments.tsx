/**
 * Appointments and hire bookings of the active business (`/dashboard/all-appointments/`, issue #14 items 2–3):
 * upcoming by default (?when=all for past ones too), filtered by status (?status=requested…), or one booking
 * (?booking=ID, where notifications and the calendar link). Each can be accepted, declined, moved to another
 * time, or (hire) confirmed, by plain form posts.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { BookingCard } from '~/features/bookings/booking-card';
import * as s from '~/features/bookings/bookings.css';
import { bookingCardView, statusLabels } from '~/features/bookings/booking-card-text.server';
import { statusFromSearch } from '~/features/bookings/labels';
import { StatusFilters, WhenLink } from '~/features/bookings/status-filters';
import { answerBooking } from '~/features/bookings/vendor-action.server';
import { VENDOR_ACTION_KEYS, VendorActions } from '~/features/bookings/vendor-actions';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { query } from '~/graphql/client.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { BusinessBookingsQuery } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['vendorPeople.metaAppointments'] ?? 'Appointments — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const status = statusFromSearch(search.get('status'));
  const booking = search.get('booking');
  const one = booking && /^\d{1,10}$/.test(booking) ? booking : undefined;
  const all = search.get('when') === 'all';
  const today = harareDayOf(new Date());
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(
      args.context,
      args.request,
      BusinessBookingsQuery,
      { businessId, status, id: one, from: all || one ? undefined : today },
      { token, optional: ['businessBookings'] },
    ),
  );
  // The page's words in its language (issue 33 §3), each booking's card finished here.
  const { language, t } = requestTranslator(args.request);
  const text = {
    ...pick(t, [
      'vendorPeople.metaAppointments',
      'dashboard.navAppointments',
      'vendorPeople.openCalendar',
      'vendorPeople.yourServices',
      'vendorPeople.allAppointments',
      'appointments.errorFetch',
      'vendorPeople.bookingNotFound',
      'vendorPeople.noAppointments',
    ] as const),
    statuses: statusLabels(t, 'vendor'),
    filters: { label: t('appointments.filterLabel'), all: t('appointments.all') },
    when: { upcoming: t('appointments.upcomingOnly'), past: t('appointments.showPast') },
    actions: pick(t, VENDOR_ACTION_KEYS),
  };
  const bookings = result.businessBookings?.map((b) => ({ ...b, view: bookingCardView(t, language, b, 'vendor') }));
  return { frame: access.frame, bookings, status: status ?? null, one: one ?? null, all, now: new Date().toISOString(), text };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const result = await answerBooking(args.context, args.request, access.businessId, await args.request.formData(), requestTranslator(args.request));
  return data(result, { status: result.formError ? 400 : 200 });
}

const PATH = href('all-appointments');

export default function AllAppointments() {
  const { frame, bookings, status, one, all, now, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const filters = { status, all };
  return (
    <DashboardLayout frame={frame} title={w['dashboard.navAppointments']}>
      <div className={s.stack}>
        <div className={s.row}>
          <Link to={href('dashboard-calendar')}>{w['vendorPeople.openCalendar']}</Link>
          <Link to={href('all-services')}>{w['vendorPeople.yourServices']}</Link>
          {one ? <Link to={PATH}>{w['vendorPeople.allAppointments']}</Link> : <WhenLink path={PATH} filters={filters} text={w.when} />}
        </div>
        {one ? null : <StatusFilters path={PATH} filters={filters} labels={w.statuses} text={w.filters} />}
        {bookings === null || bookings === undefined ? (
          <p role="alert">{w['appointments.errorFetch']}</p>
        ) : bookings.length === 0 ? (
          <Empty>{one ? w['vendorPeople.bookingNotFound'] : w['vendorPeople.noAppointments']}</Empty>
        ) : (
          <ul className={s.list}>
            {bookings.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} side="vendor" view={b.view}>
                  <VendorActions booking={b} result={result} upcoming={b.startsAt > now} text={w.actions} />
                </BookingCard>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
