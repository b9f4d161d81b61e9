/**
 * Add product (`/dashboard/add-product/`): choose the kind first, then the form for that kind opens. Plain
 * links, so it works without JavaScript; auctions, hire items and services have pages of their own (spec §2).
 * Words in the page's language (product-form-text.server.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { mayUse, requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { kindChoicesText } from '~/features/product-form/product-form-text.server';
import * as s from '~/features/product-form/kind-choices.css';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['productFormPages.metaAddProduct'] ?? 'Add product — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = [
  'productFormPages.metaAddProduct',
  'productFormPages.addProduct',
  'productFormPages.noCapability',
  'productFormPages.whatListing',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { frame } = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  return { frame, allowed: mayUse(frame, 'create_products'), text: pick(t, KEYS), choices: kindChoicesText(t, 'dashboard') };
}

export default function DashboardAddProduct() {
  const { frame, allowed, text, choices } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title={text['productFormPages.addProduct']}>
      {allowed ? null : <UpgradeNotice>{text['productFormPages.noCapability']}</UpgradeNotice>}
      <p className={formStyles.hint}>{text['productFormPages.whatListing']}</p>
      <ul className={s.grid}>
        {choices.map((k) => (
          <li key={k.kind}>
            <Link className={s.card} to={k.to}>
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
