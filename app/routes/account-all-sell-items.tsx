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
import { startSellingText } from '~/features/sell-items/start-selling-text.server';
import { accountNavText } from '~/features/account/account-text.server';
import { bulkResultIn, sellItemsText } from '~/features/sell-items/sell-items-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href, routeEntry } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words['sellItems.metaAccount'] ?? 'My sell items — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = ['sellItems.metaAccount', 'sellItems.titleAccount', 'sellItems.notSelling'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const seller = await requireAccountSeller(args);
  const { language, t } = requestTranslator(args.request);
  const words = pick(t, KEYS);
  const nav = accountNavText(t);
  if (!seller.business) {
    return { business: null, seller: seller.seller, filters: null, list: null, words, nav, text: null, title: '', steps: startSellingText(t) };
  }
  const { filters, list } = await loadSellItems(args, seller.business.id, seller.token);
  return {
    business: seller.business,
    seller: seller.seller,
    filters,
    list,
    words,
    nav,
    text: sellItemsText(language, t, list, filters),
    title: t('sellItems.titleAccountOf', { business: seller.business.name }),
    steps: null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const seller = await requireAccountSeller(args);
  const { t } = requestTranslator(args.request);
  if (!seller.business) {
    const message = 'Create a business before listing products.';
    return { kind: 'error' as const, message, text: t('sellItems.createBusiness') };
  }
  return bulkResultIn(t, await runBulkAction(args, seller.business.id, seller.token));
}

export default function AccountAllSellItems() {
  const { business, seller, filters, list, words, nav, text, title, steps } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!business || !list || !filters || !text) {
    return (
      <AccountLayout title={words['sellItems.titleAccount']} nav={nav}>
        <p>{words['sellItems.notSelling']}</p>
        <StartSellingSteps progress={{ loggedIn: true, subscribed: seller.subscribed, hasBusiness: false }} text={steps ?? undefined} />
      </AccountLayout>
    );
  }
  const addId = ['publish-product', 'add-product'].find((id) => routeEntry(id).module);
  return (
    <AccountLayout title={title} nav={nav}>
      <SellItemsList list={list} filters={filters} result={result} addHref={addId ? href(addId) : null} text={text} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
