/**
 * The logged-in cart's graphcache answers in the page's language (issue 33 §3): the browser gets the wordings of
 * every API message the cart can meet, and reads the API's English back into chiShona or isiNdebele with them.
 */
import { describe, expect, it } from 'vitest';
import { apiWordingsFor } from '~/lib/i18n/api-message.server';
import { wordingIn } from '~/lib/i18n/api-wordings';
import { CART_MESSAGES, removedLineMessage } from '../../../schema/rest/cart';
import { NETWORK_ERROR } from './graphcache-cart';
import { CART_API_KEYS } from './cart-words.server';

const ENGLISH = [
  removedLineMessage('Bucket hat', 'out_of_stock'),
  removedLineMessage(null, 'unavailable'),
  CART_MESSAGES.notInCart,
  CART_MESSAGES.ownProduct('JBL Flip'),
  'Only 2 of Mealie meal 10kg left in stock',
  NETWORK_ERROR,
];

describe('the cart’s API messages in the browser', () => {
  it.each(['sn', 'nd'] as const)('reads each in %s, names kept', (language) => {
    const words = apiWordingsFor(language, CART_API_KEYS);
    for (const message of ENGLISH) expect(wordingIn(words, message), message).not.toBe(message);
    expect(wordingIn(words, removedLineMessage('Bucket hat', 'out_of_stock'))).toContain('‘Bucket hat’');
    expect(wordingIn(words, 'Something the API never says')).toBe('Something the API never says');
  });

  it('hands nothing to an English page, which shows the API’s words as they are', () => {
    expect(apiWordingsFor('en', CART_API_KEYS)).toEqual([]);
    expect(wordingIn([], CART_MESSAGES.notInCart)).toBe(CART_MESSAGES.notInCart);
  });
});
