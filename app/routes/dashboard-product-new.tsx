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
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Add a product — Musika' }, { name: 'robots', content: 'noindex' }];

const NO_CAPABILITY = 'Your package does not include listing products: upgrade to list products.';
const AT_LIMIT = (limit: number) =>
  `You have published ${limit} products, the most your package allows. You can still save drafts; upgrade to publish more.`;

const TITLES: Record<string, string> = { auction: 'Add an auction', hire_item: 'Add a hire item', trades_services: 'Add a service' };

export async function loader(args: LoaderFunctionArgs) {
  const { frame } = await requireDashboardBusiness(args);
  const kind = kindFromUrl(new URL(args.request.url));
  const limit = frame.limits.find((l) => l.name === 'products')?.value ?? 0;
  return {
    frame,
    kind,
    categories: await formCategories(args.context, args.request),
    allowed: mayUse(frame, 'create_products'),
    atLimit: isAtLimit(frame, 'products') ? AT_LIMIT(limit) : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { token, businessId } = await requireDashboardBusiness(args);
  const outcome = await handleProductPost(
    args.context,
    args.request,
    createSaver({ context: args.context, request: args.request, token, businessId }),
  );
  if ('saved' in outcome) throw redirect(`${href('update-product', { slug: outcome.saved.slug })}?saved=${outcome.saved.status.toLowerCase()}`);
  return data(outcome.state, { status: statusOf(outcome.state) });
}

export default function DashboardProductNew() {
  const { frame, kind, categories, allowed, atLimit } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const title = TITLES[kind] ?? 'Add a product';
  return (
    <DashboardLayout frame={frame} title={title}>
      {!allowed ? (
        <UpgradeNotice>{NO_CAPABILITY}</UpgradeNotice>
      ) : (
        <>
          {atLimit ? <UpgradeNotice>{atLimit}</UpgradeNotice> : null}
          <p className={formStyles.hint}>Listing in {frame.business.name}. Five short steps; save a draft at any step and finish later.</p>
          <ProductForm key={kind} state={posted ?? startState(kind)} categories={categories} label={title} />
        </>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
