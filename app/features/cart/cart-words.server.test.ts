/**
 * The logged-in cart's graphcache answers in the page's language (issue 33 §3): the browser gets the wordings of
 * every API message the cart can meet, and reads the API's English back into chiShona or isiNdebele with them.
 */
import { describe, expect, it } from 'vitest';
import { wordingIn } from '~/lib/i18n/api-wordings';
import { CART_MESSAGES, CART_REMOVAL_REASONS, removedLineMessage } from '../../../schema/rest/cart';
import { NETWORK_ERROR } from './graphcache-cart';
import { cartApiWordings } from './cart-words.server';

const ENGLISH = [
  ...CART_REMOVAL_REASONS.flatMap((reason) => [removedLineMessage('Bucket hat', reason), removedLineMessage(null, reason)]),
  ...Object.values(CART_MESSAGES).map((message) => (typeof message === 'function' ? message('JBL Flip') : message)),
  'Only 2 of Mealie meal 10kg left in stock',
  NETWORK_ERROR,
];

describe('the cart’s API messages in the browser', () => {
  it.each(['sn', 'nd'] as const)('reads each in %s, names kept', (language) => {
    const words = cartApiWordings(language);
    for (const message of ENGLISH) expect(wordingIn(words, message), message).not.toBe(message);
    expect(wordingIn(words, removedLineMessage('Bucket hat', 'out_of_stock'))).toContain('‘Bucket hat’');
    expect(wordingIn(words, 'Something the API never says')).toBe('Something the API never says');
  });

  it('hands nothing to an English page, which shows the API’s words as they are', () => {
    expect(cartApiWordings('en')).toEqual([]);
    expect(wordingIn([], CART_MESSAGES.notInCart)).toBe(CART_MESSAGES.notInCart);
  });
});
