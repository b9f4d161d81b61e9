/**
 * Create order (`/dashboard/orders/create-order/`): an order the store enters for a customer who ordered by
 * phone or WhatsApp — products of this business with quantities, the customer, delivery or collection. Stock
 * is taken as in checkout; the new order opens on its page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { CreateOrderForm } from '~/features/vendor-orders/create-order-form';
import { createOrderAction } from '~/features/vendor-orders/create-order.server';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { query } from '~/graphql/client.server';
import { BusinessProductsForOrderQuery } from '~/graphql/queries/vendor-orders.server';
import { href } from '~/routes';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { money } from '~/features/vendor-orders/vendor-orders-text.server';
import { CREATE_KEYS } from '~/features/vendor-orders/vendor-orders-text';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words.meta ?? 'Create order — Musika' },
  { name: 'robots', content: 'noindex' },
];

/** Auction lots are bid on, never ordered. */
const ORDERABLE = (kind: string) => !kind.startsWith('AUCTION');

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const { business } = await query(
    args.context,
    args.request,
    BusinessProductsForOrderQuery,
    { slug: access.frame.business.slug, page: pageFromUrl(url) },
    { token: access.token },
  );
  const { language, t } = requestTranslator(args.request);
  const stock = (n: number | null | undefined) =>
    n === null || n === undefined ? '' : n <= 0 ? ` · ${t('vendorOrders.createSoldOut')}` : ` · ${t('vendorOrders.createInStock', { count: n })}`;
  const products = (business?.products.items.filter((p) => ORDERABLE(p.kind)) ?? []).map((p) => ({
    ...p,
    sub: `${money(language, p.price)}${stock(p.stockQuantity)}`,
    variations: p.variations.map((v) => ({ ...v, sub: `${money(language, v.price)}${stock(v.stockQuantity ?? p.stockQuantity)}` })),
  }));
  const words = {
    meta: t('vendorOrders.createMeta'),
    title: t('vendorOrders.createOrder'),
    lead: t('vendorOrders.createLead'),
    form: { ...pick(t, CREATE_KEYS), delivery: t('vendorOrders.createDelivery', { price: money(language, { amountCents: 300, currency: 'USD' }) }) },
  };
  return {
    words,
    frame: access.frame,
    url: url.toString(),
    products,
    pageInfo: business?.products.pageInfo ?? null,
    idempotencyKey: `vendor-order-${crypto.randomUUID()}`,
  };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const result = await createOrderAction(args, access.businessId, access.token);
  if ('orderId' in result) return redirect(`${href('order', { id: result.orderId })}?created=1`);
  return result;
}

export default function DashboardCreateOrder() {
  const { frame, url, products, pageInfo, idempotencyKey, words } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={words.title}>
      <p className={s.muted}>{words.lead}</p>
      <CreateOrderForm
        products={products}
        idempotencyKey={idempotencyKey}
        errors={result?.errors ?? {}}
        values={result?.values ?? {}}
        text={words.form}
      />
      {pageInfo ? <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(page) => withPage(new URL(url), page)} /> : null}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
