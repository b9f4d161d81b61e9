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
import { statusFromSearch, VENDOR_STATUS_LABEL } from '~/features/bookings/labels';
import { StatusFilters, WhenLink } from '~/features/bookings/status-filters';
import { answerBooking } from '~/features/bookings/vendor-action.server';
import { VendorActions } from '~/features/bookings/vendor-actions';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { query } from '~/graphql/client.server';
import { BusinessBookingsQuery } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction = () => [{ title: 'Appointments — Musika' }, { name: 'robots', content: 'noindex' }];

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
  return { frame: access.frame, bookings: result.businessBookings, status: status ?? null, one: one ?? null, all, now: new Date().toISOString() };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const result = await answerBooking(args.context, args.request, access.businessId, await args.request.formData());
  return data(result, { status: result.formError ? 400 : 200 });
}

const PATH = href('all-appointments');

export default function AllAppointments() {
  const { frame, bookings, status, one, all, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const filters = { status, all };
  return (
    <DashboardLayout frame={frame} title="Appointments">
      <div className={s.stack}>
        <div className={s.row}>
          <Link to={href('dashboard-calendar')}>Open the calendar</Link>
          <Link to={href('all-services')}>Your services</Link>
          {one ? <Link to={PATH}>All appointments</Link> : <WhenLink path={PATH} filters={filters} />}
        </div>
        {one ? null : <StatusFilters path={PATH} filters={filters} labels={VENDOR_STATUS_LABEL} />}
        {bookings === null || bookings === undefined ? (
          <p role="alert">Error fetching bookings</p>
        ) : bookings.length === 0 ? (
          <Empty>{one ? 'This booking was not found.' : 'No appointments or hire bookings here yet.'}</Empty>
        ) : (
          <ul className={s.list}>
            {bookings.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} side="vendor">
                  <VendorActions booking={b} result={result} upcoming={b.startsAt > now} />
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
