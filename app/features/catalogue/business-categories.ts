/**
 * The stores' and buyer requests' categories. Editors rename, add and reorder them (/admin/categories/, issue 29);
 * the root loader reads them with the layout (layoutBusinessCategories), and the filters and forms take them from
 * there with useBusinessCategories. BUSINESS_CATEGORIES, spec §3's 14 (ids 1–14 in the spec's order), is the
 * fallback while the API cannot say.
 */
import { useRouteLoaderData } from '@remix-run/react';

export interface BusinessCategoryOption {
  id: number;
  name: string;
}

export const BUSINESS_CATEGORIES: BusinessCategoryOption[] = [
  'Books & Stationary',
  'Clothing & Apparel',
  'Construction & Hardware Supplies',
  'Electronic Goods',
  'Farming Supplies',
  'Food & Groceries',
  'Health & Beauty',
  'Home & Garden',
  'Industrial Supplies',
  'Motor Spare & Accessories',
  'Motor Vehicles',
  'Real Estate',
  'Sports Hobbies & Leisure',
  'Trades & Services',
].map((name, i) => ({ id: i + 1, name }));

/** The categories the root loader read (the fallback list outside a page, e.g. in an error boundary's render). */
export function useBusinessCategories(): BusinessCategoryOption[] {
  const root = useRouteLoaderData('root') as { businessCategories?: BusinessCategoryOption[] } | undefined;
  return root?.businessCategories ?? BUSINESS_CATEGORIES;
}
