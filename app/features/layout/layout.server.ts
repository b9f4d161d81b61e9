/**
 * The header's and footer's data and the ZiG rate, shared by every page an isolate renders (shared-query.server.ts):
 * the root loader shows the menus, and pages that print ZiG prices of their own (sponsored cards) take the rate
 * from here instead of asking for it again in their query.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { BUSINESS_CATEGORIES, type BusinessCategoryOption } from '~/features/catalogue/business-categories';
import { LayoutQuery } from '~/graphql/queries/layout.server';
import { sharedQuery } from '~/graphql/shared-query.server';

// Menus have built-in fallbacks (spec §8) and prices show in USD alone without the rate: an outage of any of
// them does not take the page down.
// The notice bar is left out while its settings cannot be read; the stores' categories fall back to spec §3's list.
const OPTIONAL = ['categoryMenu', 'companyMenu', 'supportMenu', 'exchangeRate', 'noticeBar', 'businessCategories'] as const;

export function loadLayout(context: AppLoadContext, request: Request) {
  return sharedQuery(context, request, LayoutQuery, {}, { optional: OPTIONAL });
}

/** The USD→ZWG rate in millionths, or null while the API cannot say. */
export async function layoutRateMicros(context: AppLoadContext, request: Request): Promise<number | null> {
  return (await loadLayout(context, request)).exchangeRate?.rateMicros ?? null;
}

/** The stores' categories as editors keep them, or spec §3's 14 while the API cannot say. */
export async function layoutBusinessCategories(context: AppLoadContext, request: Request): Promise<BusinessCategoryOption[]> {
  const listed = (await loadLayout(context, request)).businessCategories;
  return listed ? listed.map((c) => ({ id: Number(c.id), name: c.name })) : BUSINESS_CATEGORIES;
}
