/**
 * The API's messages the cart page can meet (issue 33 §3), for the logged-in cart whose changes the browser makes
 * through graphcache and so reads the API's English itself: the cart's refusals (`cart.error…`, with
 * graphcache-cart.ts's own "Network error"), the notice of a line that left the cart (`api.cart.…`), and the
 * stock refusals checkout shares with it (`checkout.refused…`). The page hands their wordings to the browser
 * (api-message.server.ts apiWordingsFor); a change posted to the server is worded there. Chosen by area, so no
 * message has to be matched to build the list (cart-words.server.test.ts proves every cart message is in it).
 */
import { apiWordingsFor } from '~/lib/i18n/api-message.server';
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';

const CART_API_KEYS = (Object.keys(en) as MessageKey[]).filter((key) => /^(?:cart\.error|api\.cart\.|checkout\.refused)/.test(key));

export const cartApiWordings = (language: Language) => apiWordingsFor(language, CART_API_KEYS);
