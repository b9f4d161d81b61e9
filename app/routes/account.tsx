/** Account overview: who you are, your businesses and package, and where to go next. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { layoutStyles } from '~/components/layout';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { query } from '~/graphql/client.server';
import { AccountQuery } from '~/graphql/queries/accounts.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';
import { displayPhone } from '~/lib/phone-display';

export const meta: MetaFunction = () => [{ title: 'Your account — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { viewer } = await query(args.context, args.request, AccountQuery, {});
  if (!viewer) throw new Response('Not logged in', { status: 401 });
  return { viewer };
}

export default function Account() {
  const { viewer: v } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={`Hello, ${v.displayName}`}>
      <p className={layoutStyles.muted}>
        {v.profile.email}
        {v.profile.whatsAppNumber ? ` · WhatsApp ${displayPhone(v.profile.whatsAppNumber)}` : ''} · {v.isVendor ? 'Vendor' : 'Buyer'} account
      </p>
      <div className={s.grid}>
        <div className={s.tile}>
          <span className={s.tileTitle}>Profile</span>
          <Link to={href('account-settings')}>Edit your name, WhatsApp and password</Link>
        </div>
        <div className={s.tile}>
          <span className={s.tileTitle}>Billing details</span>
          <Link to={href('billing-details')}>Address used for delivery and receipts</Link>
        </div>
        {v.isVendor ? (
          <div className={s.tile}>
            <span className={s.tileTitle}>Subscription</span>
            {v.package && v.subscription ? (
              <span>
                {v.package.name} — {v.subscription.status.toLowerCase()} until {formatHarareDateTime(v.subscription.endsAt).split(',')[0]}
              </span>
            ) : (
              <span>No package yet{v.canTrial ? ' — you can start with a free trial' : ''}.</span>
            )}
            <Link to={href('subscriptions')}>See packages</Link>
          </div>
        ) : null}
      </div>
      {v.isVendor ? (
        <section aria-labelledby="businesses-title">
          <h2 id="businesses-title" className={s.tileTitle}>
            Your businesses ({v.businessCount})
          </h2>
          {v.businesses.length ? (
            <ul className={s.list}>
              {v.businesses.map((b) => (
                <li key={b.id}>
                  <Link to={href('storefront', { bSlug: b.slug })}>{b.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={layoutStyles.muted}>You have not created a business yet.</p>
          )}
          <p className={layoutStyles.muted}>{v.productCount} listings in total.</p>
        </section>
      ) : (
        <p>
          Looking for something? <Link to={href('deals')}>See today's deals</Link> or <Link to={href('categories')}>browse categories</Link>.
        </p>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
