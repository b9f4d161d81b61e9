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
import { statusFromSearch } from '~/features/bookings/labels';
import { bookingCardView, statusLabels } from '~/features/bookings/booking-card-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { accountNavText } from '~/features/account/account-text.server';
import { StatusFilters, WhenLink } from '~/features/bookings/status-filters';
import { query } from '~/graphql/client.server';
import { MyBookingsQuery } from '~/graphql/queries/bookings.server';
import { href } from '~/routes';
import { harareDayOf } from '../../schema/rest/booking-rules';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.text['appointments.metaYours'] ?? 'Your appointments — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const search = new URL(args.request.url).searchParams;
  const status = statusFromSearch(search.get('status'));
  const all = search.get('when') === 'all';
  const { myBookings } = await query(args.context, args.request, MyBookingsQuery, { status, from: all ? undefined : harareDayOf(new Date()) });
  const { language, t } = requestTranslator(args.request);
  // The page's words in its language (issue 33 §3), each booking's finished here.
  const text = {
    ...pick(t, [
      'appointments.metaYours',
      'appointments.yours',
      'appointments.openCalendar',
      'appointments.noneYet',
      'appointments.trades',
      'appointments.answerProposed',
      'appointments.open',
    ] as const),
    statuses: statusLabels(t, 'buyer'),
    filters: { label: t('appointments.filterLabel'), all: t('appointments.all') },
    when: { upcoming: t('appointments.upcomingOnly'), past: t('appointments.showPast') },
  };
  const bookings = myBookings.map((b) => ({ ...b, view: bookingCardView(t, language, b, 'buyer') }));
  return { bookings, status: status ?? null, all, text, nav: accountNavText(t) };
}

const PATH = href('appointments');

export default function AccountAppointments() {
  const { bookings, status, all, text: w, nav } = useLoaderData<typeof loader>();
  const filters = { status, all };
  return (
    <AccountLayout title={w['appointments.yours']} nav={nav}>
      <div className={s.stack}>
        <div className={s.row}>
          <Link to={href('account-calendar')}>{w['appointments.openCalendar']}</Link>
          <WhenLink path={PATH} filters={filters} text={w.when} />
        </div>
        <StatusFilters path={PATH} filters={filters} labels={w.statuses} text={w.filters} />
        {bookings.length === 0 ? (
          <Empty>
            {w['appointments.noneYet']} <Link to={href('category-trades-and-services')}>{w['appointments.trades']}</Link>.
          </Empty>
        ) : (
          <ul className={s.list}>
            {bookings.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} side="buyer" view={b.view}>
                  <Link to={href('appointments-respond', { id: b.id })}>
                    {b.status === 'PROPOSED' ? w['appointments.answerProposed'] : w['appointments.open']}
                  </Link>
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
