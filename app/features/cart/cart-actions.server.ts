/**
 * Cart form posts: validated with zod, then applied to whichever store holds the visitor's cart. Validation
 * messages are message keys, put in the page's language by the cart action (translateMessage).
 */
import { z } from 'zod';
import type { MessageKey } from '~/lib/i18n/translate.server';
import { MAX_QUANTITY } from './cart-rules';
import type { CartActionResult, CartStore } from './cart-store.server';

export type { CartActionResult };

const id = z.coerce
  .number()
  .int()
  .positive({ message: 'cart.errorProduct' satisfies MessageKey });
const variationId = z.coerce.number().int().min(0).default(0);
const quantity = z.coerce
  .number({ invalid_type_error: 'cart.errorQuantityNumber' satisfies MessageKey })
  .int('cart.errorQuantityWhole' satisfies MessageKey)
  .min(1, 'cart.errorQuantityMin' satisfies MessageKey)
  .max(MAX_QUANTITY, 'cart.errorQuantityMax' satisfies MessageKey);

export const cartActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    productId: id,
    variationId,
    quantity: quantity.default(1),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/i, 'cart.errorProduct' satisfies MessageKey),
    redirectTo: z.string().optional(),
  }),
  z.object({ intent: z.literal('update'), productId: id, variationId, quantity, newVariationId: z.coerce.number().int().min(0).optional() }),
  z.object({ intent: z.literal('remove'), productId: id, variationId }),
  z.object({ intent: z.literal('clear') }),
]);
export type CartAction = z.infer<typeof cartActionSchema>;

export async function applyCartAction(store: CartStore, action: CartAction): Promise<CartActionResult> {
  switch (action.intent) {
    case 'add':
      return store.add({ productId: action.productId, variationId: action.variationId, quantity: action.quantity, slug: action.slug });
    case 'update':
      return store.update(
        { productId: action.productId, variationId: action.variationId },
        { quantity: action.quantity, variationId: action.newVariationId },
      );
    case 'remove':
      return store.remove({ productId: action.productId, variationId: action.variationId });
    case 'clear':
      return store.clear();
  }
}
