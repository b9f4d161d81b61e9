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
import { STATUS_FILTERS, STATUS_LABEL, statusFromSearch } from '~/features/bookings/labels';
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
  const withParams = (p: Record<string, string | null>) => {
    const q = new URLSearchParams(Object.entries({ status, when: all ? 'all' : null, ...p }).filter((e): e is [string, string] => !!e[1]));
    return q.size ? `${PATH}?${q}` : PATH;
  };
  return (
    <AccountLayout title="Your appointments">
      <div className={s.stack}>
        <div className={s.row}>
          <Link to={href('account-calendar')}>Open your calendar</Link>
          <Link to={withParams({ when: all ? null : 'all' })}>{all ? 'Upcoming only' : 'Show past ones too'}</Link>
        </div>
        <nav aria-label="Filter by status">
          <ul className={s.chips}>
            <li>
              <Link className={`${s.chip} ${status ? '' : s.chipCurrent}`} to={withParams({ status: null })}>
                All
              </Link>
            </li>
            {STATUS_FILTERS.map((f) => (
              <li key={f}>
                <Link className={`${s.chip} ${status === f ? s.chipCurrent : ''}`} to={withParams({ status: f.toLowerCase() })}>
                  {STATUS_LABEL[f]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {bookings.length === 0 ? (
          <Empty>
            No appointments or hire bookings yet. Book a service from its page, e.g. in <Link to={href('category-trades-and-services')}>Trades & services</Link>.
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
