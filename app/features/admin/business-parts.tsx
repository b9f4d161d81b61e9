/**
 * What /admin/businesses/{id}/ shows of one store, for every operator who may open it (support included): the
 * owner, the package, the listings by status, the orders and the ledger balance. The actions live in the route.
 * Words in the page's language (the route hands them over); the store's and owner's own words are content.
 */
import type { AdminBusiness_OneQuery } from '~/graphql/generated/graphql';
import { fill } from '~/lib/i18n/fill';
import type { Language } from '~/lib/i18n/language';
import type { adminStores } from '~/lib/i18n/catalogues/en/admin-stores';
import { href } from '~/routes';
import { adminMoney, adminWhen } from './admin-format';
import * as s from './admin-shell.css';
import type { AreaWords } from './admin-words.server';

export type AdminBusinessView = NonNullable<AdminBusiness_OneQuery['adminBusiness']>;
type Words = AreaWords<typeof adminStores>;

const LISTING_WORDS: Record<string, 'listingsPublic' | 'listingsDrafts'> = { publish: 'listingsPublic', draft: 'listingsDrafts' };
const SUB_WORDS: Record<string, 'subActive' | 'subExpired' | 'subCancelled'> = {
  active: 'subActive',
  expired: 'subExpired',
  cancelled: 'subCancelled',
};

function Package({ w, language, business }: { w: Words; language: Language; business: AdminBusinessView }) {
  const sub = business.subscription;
  if (!sub) return <>{w.noPackage}</>;
  const date = adminWhen(language, sub.endsAt);
  const status = SUB_WORDS[sub.status] ? w[SUB_WORDS[sub.status]] : sub.status;
  return (
    <>
      <span translate="no">{sub.packageName}</span> · {sub.active ? fill(w.activeUntil, { date }) : fill(w.endedOn, { status, date })}
    </>
  );
}

export function BusinessSummary({ w, language, business }: { w: Words; language: Language; business: AdminBusinessView }) {
  const money = (cents: number) => adminMoney(language, cents);
  const listings =
    business.listings
      .map((l) => (LISTING_WORDS[l.status] ? fill(w[LISTING_WORDS[l.status]], { count: l.count }) : `${l.count} ${l.status}`))
      .join(', ') || w.none;
  const last = business.orders.lastAt
    ? ` · ${fill(w.lastOrder, { number: business.orders.lastNumber ?? '', date: adminWhen(language, business.orders.lastAt) })}`
    : '';
  return (
    <dl className={s.roles} data-testid="business-summary">
      <dt>{w.state}</dt>
      <dd data-testid="business-state">
        {business.suspendedAt ? (
          <>
            {fill(w.suspendedSince, { date: adminWhen(language, business.suspendedAt), reason: '\u0001' }).split('\u0001')[0]}
            <span translate="no">{business.suspensionReason ?? ''}</span>
          </>
        ) : (
          w.active
        )}
        {business.status === 'publish' ? '' : ` ${w.ownerDraft}`}
      </dd>
      <dt>{w.storefront}</dt>
      <dd translate="no">
        <a href={href('storefront', { bSlug: business.slug })}>{business.slug}</a> · {business.city}
      </dd>
      <dt>{w.owner}</dt>
      <dd>
        <span translate="no">{business.ownerName}</span> · <span className={s.mono}>{business.ownerEmail}</span> ·{' '}
        {business.ownerPhone ? <span translate="no">{business.ownerPhone}</span> : w.noPhone}
      </dd>
      <dt>{w.package}</dt>
      <dd data-testid="business-package">
        <Package w={w} language={language} business={business} />
      </dd>
      <dt>{w.listings}</dt>
      <dd data-testid="business-listings">
        {listings}
        {business.suspendedListings > 0 ? ` ${fill(w.takenOff, { count: business.suspendedListings })}` : ''}
      </dd>
      <dt>{w.orders}</dt>
      <dd>
        {business.orders.count}
        {last}
      </dd>
      <dt>{w.balance}</dt>
      <dd>
        {fill(w.balanceLine, {
          available: money(business.balance.availableCents),
          pending: money(business.balance.pendingCents),
          paidOut: money(business.balance.paidOutCents),
        })}
      </dd>
      <dt>{w.storeSince}</dt>
      <dd>{adminWhen(language, business.createdAt)}</dd>
    </dl>
  );
}
