/**
 * isiNdebele (nd, Zimbabwe's Northern Ndebele). Terms follow docs/glossary/marketplace-terms.md; entries marked
 * "review" there are awaiting a native speaker's check. Brand names and city names stay as they are.
 */
import type { Catalogue } from './en';
import { cart } from './nd/cart';
import { chrome } from './nd/chrome';
import { product } from './nd/product';
import { browse } from './nd/browse';
import { search } from './nd/search';
import { categories } from './nd/categories';

export const nd: Catalogue = { ...chrome, ...cart, ...product, ...browse, ...search, ...categories };
