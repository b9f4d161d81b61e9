/**
 * chiShona (sn). Terms follow docs/glossary/marketplace-terms.md; entries marked "review" there are awaiting a
 * native speaker's check. Brand names (Musika, EcoCash, OneMoney, InnBucks, Paynow) and city names stay as they are.
 */
import type { Catalogue } from './en';
import { cart } from './sn/cart';
import { chrome } from './sn/chrome';
import { product } from './sn/product';
import { browse } from './sn/browse';
import { search } from './sn/search';
import { categories } from './sn/categories';

export const sn: Catalogue = { ...chrome, ...cart, ...product, ...browse, ...search, ...categories };
