/**
 * What the product form pages share on the server: the kind a page starts with (from its route, or ?kind=),
 * the leaf categories to choose from, and saving through GraphQL (create or update) as a SaveResult.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import type { ProductKind } from '../../../schema/rest/shared';
import { mutate, query } from '~/graphql/client.server';
import type { ProductInput } from '~/graphql/generated/graphql';
import { CreateProductMutation, ProductFormCategoriesQuery, UpdateProductMutation } from '~/graphql/queries/product-admin.server';
import { localCategory } from '~/features/catalogue/category-names.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import type { CategoryOption } from './basics-step';
import { isKind } from './form-values';
import type { SaveResult } from './product-form.server';

/** The route says the kind (auction, hire item, service); "add single product" takes ?kind= (general by default). */
export function kindFromUrl(url: URL): ProductKind {
  const path = url.pathname;
  if (/add-new-product-auction|publish-product-auction/.test(path)) return 'auction';
  if (/add-new-product-hire-item|publish-product-hire-item/.test(path)) return 'hire_item';
  if (/add-new-product-service/.test(path)) return 'trades_services';
  const asked = url.searchParams.get('kind');
  return isKind(asked) ? asked : 'general';
}

/** The categories to choose from, seeded ones named in the page's language (an operator's own keep their name). */
export async function formCategories(context: AppLoadContext, request: Request): Promise<CategoryOption[]> {
  const { categories } = await query(context, request, ProductFormCategoriesQuery, {});
  const { language, t } = requestTranslator(request);
  return categories.map((c) => ({ id: c.id, name: localCategory(language, t, c).name, parentId: c.parentId ?? null }));
}

type Target = { context: AppLoadContext; request: Request; token: string; businessId: string };

export function createSaver({ context, request, token, businessId }: Target) {
  return async (input: ProductInput): Promise<SaveResult> => {
    const { createProduct: r } = await mutate(context, request, CreateProductMutation, { businessId, input }, { token });
    return r.product ? { ok: true, ...r.product } : { ok: false, userErrors: r.userErrors, upgradeRequired: r.upgradeRequired };
  };
}

export function updateSaver({ context, request, token, businessId }: Target, productId: string) {
  return async (input: ProductInput): Promise<SaveResult> => {
    const { updateProduct: r } = await mutate(context, request, UpdateProductMutation, { businessId, productId, input }, { token });
    return r.product ? { ok: true, ...r.product } : { ok: false, userErrors: r.userErrors, upgradeRequired: r.upgradeRequired };
  };
}
