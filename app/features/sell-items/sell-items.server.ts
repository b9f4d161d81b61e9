/**
 * The all-sell-items list behind both of its pages (/dashboard/all-sell-items and /account/all-sell-items): the
 * filters read from the URL, the list query, and the bulk action with its confirmation step for delete (a
 * second POST with `confirmed`), so the page works the same without JavaScript.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import { BULK_ACTIONS, MAX_BULK_IDS, MAX_TERM } from '../../../schema/rest/vendor-catalogue';
import { pageFromUrl } from '~/components/pagination';
import { mutate, query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import type { ProductKind, SellItemBulkAction, SellItemStatus } from '~/graphql/generated/graphql';
import { BulkSellItemsMutation, SellItemsQuery } from '~/graphql/queries/sell-items.server';
import type { BulkResult, SellItemFilters } from './bulk-result';

export const PER_PAGE = 20;

type Args = { request: Request; context: AppLoadContext };

/** The list's filters as the URL carries them (?term=&kind=&status=&page=); anything odd is dropped. */
const filtersSchema = z.object({
  term: z.string().trim().max(MAX_TERM).catch(''),
  kind: z.enum(PRODUCT_KINDS).optional().catch(undefined),
  status: z.enum(['publish', 'draft']).optional().catch(undefined),
});

export function filtersFromUrl(url: URL): SellItemFilters {
  const raw = Object.fromEntries(['term', 'kind', 'status'].map((k) => [k, url.searchParams.get(k) || undefined]));
  return { ...filtersSchema.parse({ term: '', ...raw }), page: pageFromUrl(url) };
}

export async function loadSellItems(args: Args, businessId: string, token: string) {
  const filters = filtersFromUrl(new URL(args.request.url));
  const { sellItems } = await query(
    args.context,
    args.request,
    SellItemsQuery,
    {
      businessId,
      term: filters.term || null,
      kind: filters.kind ? (filters.kind.toUpperCase() as ProductKind) : null,
      status: filters.status ? (filters.status.toUpperCase() as SellItemStatus) : null,
      page: filters.page,
      perPage: PER_PAGE,
    },
    { token },
  );
  if (!sellItems) throw notFound('Business not found');
  return { filters, list: sellItems };
}

const bulkForm = z.object({
  intent: z.enum(BULK_ACTIONS, { errorMap: () => ({ message: 'Choose publish, unpublish or delete' }) }),
  ids: z
    .array(z.string().regex(/^\d{1,15}$/))
    .min(1, 'Tick the products to change first')
    .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} products at a time`),
  confirmed: z.literal('yes').optional(),
});

export async function runBulkAction(args: Args, businessId: string, token: string): Promise<BulkResult> {
  const form = await args.request.formData();
  const parsed = bulkForm.safeParse({ intent: form.get('intent'), ids: form.getAll('ids'), confirmed: form.get('confirmed') ?? undefined });
  if (!parsed.success) return { kind: 'error', message: parsed.error.issues[0].message };
  const { intent, ids, confirmed } = parsed.data;
  // Deleting cannot be undone: the first POST asks, the second (confirmed) does it.
  if (intent === 'delete' && !confirmed) return { kind: 'confirm', ids };
  const { bulkSellItems } = await mutate(
    args.context,
    args.request,
    BulkSellItemsMutation,
    { input: { businessId, ids, action: intent.toUpperCase() as SellItemBulkAction } },
    { token },
  );
  if (bulkSellItems.userErrors.length) return { kind: 'error', message: bulkSellItems.userErrors[0].message };
  return { kind: 'done', action: intent, changed: bulkSellItems.changedIds.length, kept: bulkSellItems.keptUnpublishedIds.length };
}
