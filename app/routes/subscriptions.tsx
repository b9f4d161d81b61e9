/**
 * Subscriptions (account area): the current package and the packages on offer. Read-only here: paying by
 * mobile money comes with the payments issue, so there is no "buy" button that would not work.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { layoutStyles } from '~/components/layout';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { query } from '~/graphql/client.server';
import { SubscriptionsQuery } from '~/graphql/queries/accounts.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';

export const meta: MetaFunction = () => [{ title: 'Subscriptions — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const data = await query(args.context, args.request, SubscriptionsQuery, {});
  if (!data.viewer) throw new Response('Not logged in', { status: 401 });
  return { viewer: data.viewer, packages: data.subscriptionPackages };
}

const SINGULAR: Record<string, string> = { products: 'product', businesses: 'business', ads: 'ad' };
const limitLabel = (name: string, value: number) =>
  value === -1 ? `Unlimited ${name}` : value === 0 ? `No ${name}` : `${value} ${value === 1 ? (SINGULAR[name] ?? name) : name}`;
const capabilityLabel = (c: string) => c.replace(/_/g, ' ').replace(/^./, (x) => x.toUpperCase());

export default function Subscriptions() {
  const { viewer, packages } = useLoaderData<typeof loader>();
  const current = viewer.package?.id;
  return (
    <AccountLayout title="Subscriptions">
      {viewer.subscription && viewer.package ? (
        <p>
          Your package: <strong>{viewer.package.name}</strong>, {viewer.subscription.status.toLowerCase()} until{' '}
          {formatHarareDateTime(viewer.subscription.endsAt).split(',')[0]}.
        </p>
      ) : (
        <p>
          You have no package yet. {viewer.isVendor ? 'Choose one to open your business on Musika.' : 'Sell on Musika with a vendor package.'}
          {viewer.canTrial ? ' New vendors can start with a free trial.' : ''}
        </p>
      )}
      <p className={layoutStyles.muted}>Paying for a package with EcoCash or OneMoney is coming soon.</p>
      <div className={s.grid}>
        {packages.map((p) => (
          <section key={p.id} className={p.id === current ? s.current : s.tile} aria-labelledby={`pkg-${p.slug}`}>
            <h2 id={`pkg-${p.slug}`} className={s.tileTitle}>
              {p.name}
              {p.id === current ? ' (your package)' : ''}
            </h2>
            <p>
              <strong>{formatMoney(p.price.amountCents, p.price.currency)}</strong> / {p.months === 1 ? 'month' : `${p.months} months`}
            </p>
            <p className={layoutStyles.muted}>{p.description}</p>
            <ul className={s.list}>
              {p.limits.map((l) => (
                <li key={l.name}>{limitLabel(l.name, l.value)}</li>
              ))}
              {p.capabilities.map((c) => (
                <li key={c}>{capabilityLabel(c)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
