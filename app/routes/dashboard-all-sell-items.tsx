/** All sell items (`/dashboard/all-sell-items`): the active business's products of every status, with bulk actions. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { SellItemsList } from '~/features/sell-items/sell-items-list';
import { loadSellItems, runBulkAction } from '~/features/sell-items/sell-items.server';
import { bulkResultIn, sellItemsText } from '~/features/sell-items/sell-items-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href, routeEntry } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words['sellItems.meta'] ?? 'All sell items — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = ['sellItems.meta', 'sellItems.title', 'sellItems.addProduct'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) => loadSellItems(args, businessId, token));
  const { filters, list } = data;
  const { language, t } = requestTranslator(args.request);
  return { frame: access.frame, filters, list, words: pick(t, KEYS), text: sellItemsText(language, t, list, filters) };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  return bulkResultIn(t, await runBulkAction(args, access.businessId, access.token));
}

/** Links only to screens that are built, so the page never points at a 404. */
const built = (id: string) => Boolean(routeEntry(id).module);

export default function DashboardAllSellItems() {
  const { frame, filters, list, words, text } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const addHref = built('add-product') ? href('add-product') : null;
  return (
    <DashboardLayout
      frame={frame}
      title={words['sellItems.title']}
      actions={
        addHref ? (
          <Link className={button()} to={addHref}>
            {words['sellItems.addProduct']}
          </Link>
        ) : null
      }
    >
      <SellItemsList list={list} filters={filters} result={result} addHref={addHref} text={text} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
