/**
 * English, the source catalogue: its keys are the message keys (MessageKey) and its texts are exactly the
 * English the site showed before translation (existing tests assert them). ICU MessageFormat: `{name}` is a
 * value, `{count, plural, one {…} other {…}}` a plural. Translators: docs/glossary/marketplace-terms.md.
 *
 * One file per area of the site (en/<area>.ts, with sn/<area>.ts and nd/<area>.ts beside it), keys prefixed by
 * the area, so each screen's words are found, reviewed and changed together.
 */
import { cart } from './en/cart';
import { chrome } from './en/chrome';
import { product } from './en/product';
import { browse } from './en/browse';
import { search } from './en/search';
import { categories } from './en/categories';

export const en = { ...chrome, ...cart, ...product, ...browse, ...search, ...categories } as const;

export type MessageKey = keyof typeof en;
/** Every other language has every key (checked by tsc here and by i18n-catalogues.test.ts at run time). */
export type Catalogue = Record<MessageKey, string>;
