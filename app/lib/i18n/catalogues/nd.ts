/**
 * isiNdebele (nd, Zimbabwe's Northern Ndebele). Terms follow docs/glossary/marketplace-terms.md; entries marked
 * "review" there are awaiting a native speaker's check. Brand names and city names stay as they are.
 */
import type { Catalogue } from './en';
import { cart } from './nd/cart';
import { chrome } from './nd/chrome';
import { product } from './nd/product';
import { productPage } from './nd/product-page';
import { auth } from './nd/auth';
import { errors } from './nd/errors';
import { shell } from './nd/shell';

export const nd: Catalogue = { ...chrome, ...cart, ...product, ...productPage, ...auth, ...errors, ...shell };
