/**
 * Add product (`/dashboard/add-product/`): choose the kind first, then the form for that kind opens. Plain
 * links, so it works without JavaScript; auctions, hire items and services have pages of their own (spec §2).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { mayUse, requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { KIND_CHOICES, kindChoiceHref } from '~/features/product-form/kind-choices';
import * as s from '~/features/product-form/kind-choices.css';

export const meta: MetaFunction = () => [{ title: 'Add product — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { frame } = await requireDashboardBusiness(args);
  return { frame, allowed: mayUse(frame, 'create_products') };
}

export default function DashboardAddProduct() {
  const { frame, allowed } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title="Add product">
      {allowed ? null : <UpgradeNotice>Your package does not include listing products: upgrade to list products.</UpgradeNotice>}
      <p className={formStyles.hint}>What are you listing? Each kind asks for the details its buyers look for.</p>
      <ul className={s.grid}>
        {KIND_CHOICES.map((k) => (
          <li key={k.kind}>
            <Link className={s.card} to={kindChoiceHref(k.kind, 'dashboard')}>
              <span className={s.title}>{k.title}</span>
              <span className={s.text}>{k.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
