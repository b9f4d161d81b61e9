/**
 * All sell items from the account (`/account/all-sell-items`): the same list for the user's first business, for
 * people who sell a few items without the dashboard. Without a business it explains how to start selling.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccountSeller } from '~/features/sell-items/account-seller.server';
import { SellItemsList } from '~/features/sell-items/sell-items-list';
import { loadSellItems, runBulkAction } from '~/features/sell-items/sell-items.server';
import { StartSellingSteps } from '~/features/sell-items/start-selling';
import { href, routeEntry } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'My sell items — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const seller = await requireAccountSeller(args);
  if (!seller.business) return { business: null, seller: seller.seller, filters: null, list: null };
  const { filters, list } = await loadSellItems(args, seller.business.id, seller.token);
  return { business: seller.business, seller: seller.seller, filters, list };
}

export async function action(args: ActionFunctionArgs) {
  const seller = await requireAccountSeller(args);
  if (!seller.business) return { kind: 'error' as const, message: 'Create a business before listing products.' };
  return runBulkAction(args, seller.business.id, seller.token);
}

export default function AccountAllSellItems() {
  const { business, seller, filters, list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!business || !list || !filters) {
    return (
      <AccountLayout title="My sell items">
        <p>You are not selling on Musika yet. Here is how to start:</p>
        <StartSellingSteps progress={{ loggedIn: true, subscribed: seller.subscribed, hasBusiness: false }} />
      </AccountLayout>
    );
  }
  const addId = ['publish-product', 'add-product'].find((id) => routeEntry(id).module);
  return (
    <AccountLayout title={`My sell items — ${business.name}`}>
      <SellItemsList list={list} filters={filters} result={result} addHref={addId ? href(addId) : null} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
