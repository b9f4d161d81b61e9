/**
 * What /admin/businesses/{id}/ shows of one store, for every operator who may open it (support included): the
 * owner, the package, the listings by status, the orders and the ledger balance. The actions live in the route.
 */
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import type { AdminBusiness_OneQuery } from '~/graphql/generated/graphql';
import * as s from './admin-shell.css';

export type AdminBusinessView = NonNullable<AdminBusiness_OneQuery['adminBusiness']>;

const LISTING_WORDS: Record<string, string> = { publish: 'public', draft: 'drafts' };

function Package({ business }: { business: AdminBusinessView }) {
  const sub = business.subscription;
  if (!sub) return <>No package ever</>;
  const until = formatHarareDateTime(sub.endsAt);
  return (
    <>
      {sub.packageName} · {sub.active ? `active until ${until}` : `${sub.status}, ended ${until}`}
    </>
  );
}

export function BusinessSummary({ business }: { business: AdminBusinessView }) {
  const listings = business.listings.map((l) => `${l.count} ${LISTING_WORDS[l.status] ?? l.status}`).join(', ') || 'none';
  return (
    <dl className={s.roles} data-testid="business-summary">
      <dt>State</dt>
      <dd data-testid="business-state">
        {business.suspendedAt ? `Suspended since ${formatHarareDateTime(business.suspendedAt)}: ${business.suspensionReason ?? ''}` : 'Active'}
        {business.status === 'publish' ? '' : ' (the owner keeps the store a draft)'}
      </dd>
      <dt>Storefront</dt>
      <dd>
        <a href={href('storefront', { bSlug: business.slug })}>{business.slug}</a> · {business.city}
      </dd>
      <dt>Owner</dt>
      <dd>
        {business.ownerName} · <span className={s.mono}>{business.ownerEmail}</span> · {business.ownerPhone ?? 'no phone'}
      </dd>
      <dt>Package</dt>
      <dd data-testid="business-package">
        <Package business={business} />
      </dd>
      <dt>Listings</dt>
      <dd data-testid="business-listings">
        {listings}
        {business.suspendedListings > 0 ? ` (${business.suspendedListings} taken off sale by the suspension)` : ''}
      </dd>
      <dt>Orders</dt>
      <dd>
        {business.orders.count}
        {business.orders.lastAt ? ` · last ${business.orders.lastNumber ?? ''} on ${formatHarareDateTime(business.orders.lastAt)}` : ''}
      </dd>
      <dt>Balance</dt>
      <dd>
        {formatMoney(business.balance.availableCents)} available · {formatMoney(business.balance.pendingCents)} pending ·{' '}
        {formatMoney(business.balance.paidOutCents)} paid out
      </dd>
      <dt>Store since</dt>
      <dd>{formatHarareDateTime(business.createdAt)}</dd>
    </dl>
  );
}
