/**
 * isiNdebele (nd, Zimbabwe's Northern Ndebele). Terms follow docs/glossary/marketplace-terms.md; entries marked
 * "review" there are awaiting a native speaker's check. Brand names and city names stay as they are.
 */
import type { Catalogue } from './en';
import { cart } from './nd/cart';
import { checkout } from './nd/checkout';
import { chrome } from './nd/chrome';
import { order } from './nd/order';
import { payment } from './nd/payment';
import { product } from './nd/product';

export const nd: Catalogue = { ...chrome, ...cart, ...product, ...checkout, ...payment, ...order };
