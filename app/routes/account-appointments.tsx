/**
 * The buyer's appointments and hire bookings (`/account/appointments`, issue #14 items 2–3): upcoming first
 * (?when=all for past ones too), filtered by status, each linking to its page where a proposed time is answered
 * or the booking cancelled.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { BookingCard } from '~/features/bookings/booking-card';
import * as s from '~/features/bookings/bookings.css';
import { STATUS_LABEL, statusFromSearch } from '~/features/bookings/labels';
import { StatusFilters, WhenLink } from '~/features/bookings/status-filters';
import { query } from '~/graphql/client.server';
import { MyBookingsQuery } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction = () => [{ title: 'Your appointments — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const search = new URL(args.request.url).searchParams;
  const status = statusFromSearch(search.get('status'));
  const all = search.get('when') === 'all';
  const { myBookings } = await query(args.context, args.request, MyBookingsQuery, { status, from: all ? undefined : harareDayOf(new Date()) });
  return { bookings: myBookings, status: status ?? null, all };
}

const PATH = href('appointments');

export default function AccountAppointments() {
  const { bookings, status, all } = useLoaderData<typeof loader>();
  const filters = { status, all };
  return (
    <AccountLayout title="Your appointments">
      <div className={s.stack}>
        <div className={s.row}>
          <Link to={href('account-calendar')}>Open your calendar</Link>
          <WhenLink path={PATH} filters={filters} />
        </div>
        <StatusFilters path={PATH} filters={filters} labels={STATUS_LABEL} />
        {bookings.length === 0 ? (
          <Empty>
            No appointments or hire bookings yet. Book a service from its page, e.g. in{' '}
            <Link to={href('category-trades-and-services')}>Trades & services</Link>.
          </Empty>
        ) : (
          <ul className={s.list}>
            {bookings.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} side="buyer">
                  <Link to={href('appointments-respond', { id: b.id })}>{b.status === 'PROPOSED' ? 'Answer the proposed time' : 'Open'}</Link>
                </BookingCard>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
