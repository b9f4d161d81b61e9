/**
 * chiShona (sn). Terms follow docs/glossary/marketplace-terms.md; entries marked "review" there are awaiting a
 * native speaker's check. Brand names (Musika, EcoCash, OneMoney, InnBucks, Paynow) and city names stay as they are.
 */
import type { Catalogue } from './en';
import { cart } from './sn/cart';
import { chrome } from './sn/chrome';
import { product } from './sn/product';
import { productPage } from './sn/product-page';
import { auth } from './sn/auth';
import { errors } from './sn/errors';
import { shell } from './sn/shell';

export const sn: Catalogue = { ...chrome, ...cart, ...product, ...productPage, ...auth, ...errors, ...shell };
