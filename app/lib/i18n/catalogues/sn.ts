/**
 * chiShona (sn). Terms follow docs/glossary/marketplace-terms.md; entries marked "review" there are awaiting a
 * native speaker's check. Brand names (Musika, EcoCash, OneMoney, InnBucks, Paynow) and city names stay as they are.
 */
import type { Catalogue } from './en';
import { account } from './sn/account';
import { cart } from './sn/cart';
import { offers } from './sn/offers';
import { chrome } from './sn/chrome';
import { product } from './sn/product';
import { requests } from './sn/requests';

export const sn: Catalogue = { ...chrome, ...cart, ...product, ...account, ...offers, ...requests };
