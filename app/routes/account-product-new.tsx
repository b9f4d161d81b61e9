/**
 * Selling from the account (spec §2 account routes add, publish-product, publish-product-auction,
 * publish-product-hire-item and account-add-new-product-*): the dashboard's product form inside the account
 * area, for people who sell a few items without running a dashboard. It lists into the person's first
 * business. Someone without a business is shown how to start selling instead. /account/add without ?kind
 * first asks what kind of item it is.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice, formStyles } from '~/components/form';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { capabilityAllows } from '~/features/dashboard/capabilities';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { KIND_CHOICES, kindChoiceHref } from '~/features/product-form/kind-choices';
import * as k from '~/features/product-form/kind-choices.css';
import { ProductForm, startState } from '~/features/product-form/product-form';
import { handleProductPost, statusOf } from '~/features/product-form/product-form.server';
import { createSaver, formCategories, kindFromUrl } from '~/features/product-form/product-page.server';
import { forbidden } from '~/lib/invariant-response.server';
import { productHref } from '~/lib/product-links';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Sell an item — Musika' }, { name: 'robots', content: 'noindex' }];

async function seller(args: LoaderFunctionArgs) {
  const viewer = await requireAccess('account', args);
  const { token } = await getVisitor(args.context, args.request);
  if (!token) throw new Response('Not logged in', { status: 401 });
  return { token, viewer, business: viewer.businesses[0] ?? null };
}

export async function loader(args: LoaderFunctionArgs) {
  const { viewer, business } = await seller(args);
  const url = new URL(args.request.url);
  const choosing = url.pathname.replace(/\/$/, '') === href('add').replace(/\/$/, '') && !url.searchParams.has('kind');
  return {
    business: business ? { name: business.name } : null,
    allowed: capabilityAllows(viewer.permissions, 'create_products'),
    choosing,
    kind: kindFromUrl(url),
    categories: business && !choosing ? await formCategories(args.context, args.request) : [],
    draft: url.searchParams.get('draft'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { token, business } = await seller(args);
  if (!business) throw forbidden('You have no business to list in yet');
  const outcome = await handleProductPost(
    args.context,
    args.request,
    createSaver({ context: args.context, request: args.request, token, businessId: business.id }),
  );
  if (!('saved' in outcome)) return data(outcome.state, { status: statusOf(outcome.state) });
  const { saved } = outcome;
  if (saved.status === 'PUBLISH') throw redirect(productHref(saved));
  const url = new URL(args.request.url);
  throw redirect(`${url.pathname}?draft=${encodeURIComponent(saved.slug)}`);
}

export default function AccountProductNew() {
  const { business, allowed, choosing, kind, categories, draft } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!business) {
    return (
      <AccountLayout title="Sell on Musika">
        <p>To list items you need a business on Musika: a package gives you one, with a storefront buyers can find.</p>
        <p className={formStyles.links}>
          <Link to={href('sell-items')}>How selling on Musika works</Link>
          <Link to={href('subscriptions')}>Choose a package</Link>
        </p>
      </AccountLayout>
    );
  }
  if (!allowed) {
    return (
      <AccountLayout title="Sell an item">
        <UpgradeNotice>Your package does not include listing products: upgrade to list products.</UpgradeNotice>
      </AccountLayout>
    );
  }
  if (choosing) {
    return (
      <AccountLayout title="Sell an item">
        <p className={formStyles.hint}>What are you selling? It will be listed in {business.name}.</p>
        <ul className={k.grid}>
          {KIND_CHOICES.map((c) => (
            <li key={c.kind}>
              <Link className={k.card} to={kindChoiceHref(c.kind, 'account')}>
                <span className={k.title}>{c.title}</span>
                <span className={k.text}>{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="Sell an item">
      {draft && !posted ? (
        <FormNotice>
          Saved as a draft. Finish it any time: <Link to={href('update-product', { slug: draft })}>edit the draft</Link>.
        </FormNotice>
      ) : null}
      <p className={formStyles.hint}>Listing in {business.name}. Five short steps; save a draft at any step.</p>
      <ProductForm key={kind} state={posted ?? startState(kind)} categories={categories} label="Sell an item" />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
