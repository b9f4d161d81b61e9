/** Account overview: who you are, your businesses and package, and where to go next. */
import { dayIn } from '~/lib/i18n/intl-format';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { layoutStyles } from '~/components/layout';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { query } from '~/graphql/client.server';
import { AccountQuery } from '~/graphql/queries/accounts.server';
import { accountNavText } from '~/features/account/account-text.server';
import { pick, requestTranslator, type MessageKey } from '~/lib/i18n/translate.server';
import { href } from '~/routes';
import { displayPhone } from '~/lib/phone-display';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text.metaTitle ?? 'Your account — Musika' }];

const KEYS = [
  'account.profile',
  'account.profileLink',
  'account.billing',
  'account.billingLink',
  'account.subscription',
  'account.seePackages',
  'account.noBusiness',
  'account.lookingFor',
  'account.seeDeals',
  'account.or',
  'account.browse',
] as const;

const SUBSCRIPTION_STATUS: Record<string, MessageKey> = {
  ACTIVE: 'account.subActive',
  PENDING: 'account.subPending',
  EXPIRED: 'account.subExpired',
  CANCELLED: 'account.subCancelled',
};

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { viewer: v } = await query(args.context, args.request, AccountQuery, {});
  if (!v) throw new Response('Not logged in', { status: 401 });
  const { language, t } = requestTranslator(args.request);
  const status = v.subscription?.status ?? '';
  const text = {
    ...pick(t, KEYS),
    metaTitle: t('account.metaTitle'),
    hello: t('account.hello', { name: v.displayName }),
    whatsApp: v.profile.whatsAppNumber ? t('account.whatsApp', { phone: displayPhone(v.profile.whatsAppNumber) }) : null,
    kind: t(v.isVendor ? 'account.vendorAccount' : 'account.buyerAccount'),
    subscription:
      v.package && v.subscription
        ? t('account.subscriptionUntil', {
            plan: v.package.name,
            status: SUBSCRIPTION_STATUS[status] ? t(SUBSCRIPTION_STATUS[status]) : status.toLowerCase(),
            date: dayIn(language, v.subscription.endsAt),
          })
        : t(v.canTrial ? 'account.noPackageTrial' : 'account.noPackage'),
    businesses: t('account.businesses', { count: v.businessCount }),
    listings: t('account.listingsTotal', { count: v.productCount }),
  };
  return { viewer: v, text, nav: accountNavText(t) };
}

export default function Account() {
  const { viewer: v, text, nav } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={text.hello} nav={nav}>
      <p className={layoutStyles.muted}>
        <span translate="no">{v.profile.email}</span>
        {text.whatsApp ? ` · ${text.whatsApp}` : ''} · {text.kind}
      </p>
      <div className={s.grid}>
        <div className={s.tile}>
          <span className={s.tileTitle}>{text['account.profile']}</span>
          <Link to={href('account-settings')}>{text['account.profileLink']}</Link>
        </div>
        <div className={s.tile}>
          <span className={s.tileTitle}>{text['account.billing']}</span>
          <Link to={href('billing-details')}>{text['account.billingLink']}</Link>
        </div>
        {v.isVendor ? (
          <div className={s.tile}>
            <span className={s.tileTitle}>{text['account.subscription']}</span>
            <span>{text.subscription}</span>
            <Link to={href('subscriptions')}>{text['account.seePackages']}</Link>
          </div>
        ) : null}
      </div>
      {v.isVendor ? (
        <section aria-labelledby="businesses-title">
          <h2 id="businesses-title" className={s.tileTitle}>
            {text.businesses}
          </h2>
          {v.businesses.length ? (
            <ul className={s.list}>
              {v.businesses.map((b) => (
                <li key={b.id}>
                  <Link to={href('storefront', { bSlug: b.slug })} translate="no">
                    {b.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={layoutStyles.muted}>{text['account.noBusiness']}</p>
          )}
          <p className={layoutStyles.muted}>{text.listings}</p>
        </section>
      ) : (
        <p>
          {text['account.lookingFor']} <Link to={href('deals')}>{text['account.seeDeals']}</Link> {text['account.or']}{' '}
          <Link to={href('categories')}>{text['account.browse']}</Link>.
        </p>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
