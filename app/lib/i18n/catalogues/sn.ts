/**
 * chiShona (sn). Terms follow docs/glossary/marketplace-terms.md; entries marked "review" there are awaiting a
 * native speaker's check. Brand names (Musika, EcoCash, OneMoney, InnBucks, Paynow) and city names stay as they are.
 */
import type { Catalogue } from './en';
import { cart } from './sn/cart';
import { checkout } from './sn/checkout';
import { chrome } from './sn/chrome';
import { order } from './sn/order';
import { payment } from './sn/payment';
import { product } from './sn/product';

export const sn: Catalogue = { ...chrome, ...cart, ...product, ...checkout, ...payment, ...order };
