/**
 * The API's messages the cart page can meet (issue 33 §3), for the logged-in cart whose changes the browser makes
 * through graphcache and so reads the API's English itself: the cart's refusals, the notice of a line that left
 * the cart, and the stock refusals checkout shares with it. The page hands their wordings to the browser
 * (api-message.server.ts apiWordingsFor); a change posted to the server is worded there.
 */
import { apiMessageKey } from '~/lib/i18n/api-message.server';
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import { CART_MESSAGES, CART_REMOVAL_REASONS, removedLineMessage } from '../../../schema/rest/cart';

const SAMPLES = [
  ...Object.values(CART_MESSAGES).map((message) => (typeof message === 'function' ? message('x') : message)),
  ...CART_REMOVAL_REASONS.flatMap((reason) => [removedLineMessage('x', reason), removedLineMessage(null, reason)]),
];

export const CART_API_KEYS: readonly MessageKey[] = [
  ...new Set<MessageKey>([
    ...SAMPLES.flatMap((message) => apiMessageKey(message)?.key ?? []),
    // graphcache-cart.ts's own answer when the API was not reached (spec §8's "Network error").
    'cart.errorNetwork',
    ...(Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('checkout.refused')),
  ]),
];
