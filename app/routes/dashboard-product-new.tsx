/**
 * Adding a product in the dashboard: add single product (`/dashboard/add-new-product/`, ?kind= picks the kind)
 * and the auction, hire-item and service variants, whose route sets the kind. The multi-step form
 * (features/product-form) posts here step by step; saving creates the product in the active business and
 * opens its edit page. The package decides: without the create_products capability the page says how to get
 * it; at the product limit a draft can still be saved (the API refuses publishing with the same message).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { isAtLimit, mayUse, requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { ProductForm, startState } from '~/features/product-form/product-form';
import { handleProductPost, statusOf } from '~/features/product-form/product-form.server';
import { createSaver, formCategories, kindFromUrl } from '~/features/product-form/product-page.server';
import { namedIn, Placed } from '~/components/placed-text';
import { formStateIn, productFormText } from '~/features/product-form/product-form-text.server';
import { requestTranslator, type MessageKey } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta ?? 'Add a product — Musika' },
  { name: 'robots', content: 'noindex' },
];

const TITLES: Record<string, MessageKey> = {
  auction: 'productFormPages.addAuction',
  hire_item: 'productFormPages.addHireItem',
  trades_services: 'productFormPages.addService',
};

export async function loader(args: LoaderFunctionArgs) {
  const { frame } = await requireDashboardBusiness(args);
  const kind = kindFromUrl(new URL(args.request.url));
  const limit = frame.limits.find((l) => l.name === 'products')?.value ?? 0;
  const { language, t } = requestTranslator(args.request);
  return {
    frame,
    kind,
    categories: await formCategories(args.context, args.request),
    allowed: mayUse(frame, 'create_products'),
    atLimit: isAtLimit(frame, 'products') ? t('productFormPages.atLimit', { limit }) : null,
    meta: t('productFormPages.metaAddAProduct'),
    title: t(TITLES[kind] ?? 'productFormPages.addAProduct'),
    noCapability: t('productFormPages.noCapability'),
    listingIn: namedIn(language, t, 'productFormPages.listingIn', {}, { business: frame.business?.name ?? '' }),
    form: productFormText(language, t),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { token, businessId } = await requireDashboardBusiness(args);
  const { language, t } = requestTranslator(args.request);
  const outcome = await handleProductPost(
    args.context,
    args.request,
    createSaver({ context: args.context, request: args.request, token, businessId }),
  );
  if ('saved' in outcome) throw redirect(`${href('update-product', { slug: outcome.saved.slug })}?saved=${outcome.saved.status.toLowerCase()}`);
  return data(formStateIn(language, t, outcome.state), { status: statusOf(outcome.state) });
}

export default function DashboardProductNew() {
  const { frame, kind, categories, allowed, atLimit, title, noCapability, listingIn, form } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={title}>
      {!allowed ? (
        <UpgradeNotice>{noCapability}</UpgradeNotice>
      ) : (
        <>
          {atLimit ? <UpgradeNotice>{atLimit}</UpgradeNotice> : null}
          <p className={formStyles.hint}>
            <Placed {...listingIn} />
          </p>
          <ProductForm key={kind} state={posted ?? startState(kind)} categories={categories} label={title} text={form} />
        </>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
