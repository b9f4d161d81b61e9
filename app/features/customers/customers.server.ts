/**
 * The customers pages' data: one page (with or without a search term) or, for the CSV export, every customer
 * page by page (GraphQL pages hold at most 100; the export stops at MAX_EXPORT_PAGES pages and says so).
 */
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessCustomersQuery } from '~/graphql/queries/customers.server';
import type { DashboardCustomersRoute_ListQuery } from '~/graphql/generated/graphql';

type Ctx = { request: Request; context: Parameters<typeof query>[0] };
export type CustomerPage = NonNullable<DashboardCustomersRoute_ListQuery['businessCustomers']>;

export const EXPORT_PAGE_SIZE = 100;
export const MAX_EXPORT_PAGES = 50;

/** The search term from the URL: trimmed, at most 100 characters, undefined when empty. */
export function termFromUrl(url: URL): string | undefined {
  return url.searchParams.get('term')?.trim().slice(0, 100) || undefined;
}

export async function loadCustomers(
  args: Ctx,
  businessId: string,
  token: string,
  opts: { term?: string; page: number; perPage: number },
): Promise<CustomerPage> {
  const { businessCustomers } = await query(args.context, args.request, BusinessCustomersQuery, { businessId, ...opts }, { token });
  return invariantFound(businessCustomers, 'Business not found');
}

export async function loadAllCustomers(args: Ctx, businessId: string, token: string, term?: string) {
  const first = await loadCustomers(args, businessId, token, { term, page: 1, perPage: EXPORT_PAGE_SIZE });
  const items = [...first.items];
  const pages = Math.min(first.pageInfo.totalPages, MAX_EXPORT_PAGES);
  for (let page = 2; page <= pages; page += 1) {
    items.push(...(await loadCustomers(args, businessId, token, { term, page, perPage: EXPORT_PAGE_SIZE })).items);
  }
  // Pages stop at the export's rows (MAX_EXPORT_PAGES × EXPORT_PAGE_SIZE): more customers than that is a cut.
  return { items, truncated: first.pageInfo.total > items.length };
}
