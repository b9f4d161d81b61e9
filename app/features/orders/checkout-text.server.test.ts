import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import { CART_MESSAGES } from '../../../schema/rest/cart';
import { DELIVERY_MESSAGES } from '../../../schema/rest/delivery';
import { ORDER_MESSAGES } from '../../../schema/rest/orders';
import { PAYMENT_FAILED } from '../../../schema/rest/payments';
import { PHONE_MESSAGE } from '../../../schema/rest/phone';
import { around, describeDeliveryIn } from './checkout-text.server';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

const sn = translator('sn');
const nd = translator('nd');
const en = translator('en');

describe('the API’s refusals at checkout in the page’s language', () => {
  it('reads the API’s English back into the language, with the names it gave', () => {
    expect(apiMessageIn(sn, DELIVERY_MESSAGES.collectionOnly('Kudzi Farm Supplies'))).toBe(
      'Kudzi Farm Supplies: kuzvitora chete. Sarudza kuzvitora, kana kuti bvisa zvinhu zvacho mutswanda',
    );
    expect(apiMessageIn(nd, 'Only 2 of Mealie meal 10kg left in stock')).toBe('Mealie meal 10kg: kusele 2 kuphela');
    expect(apiMessageIn(sn, 'Bucket hat is out of stock')).toBe('Bucket hat: zvapera');
    expect(apiMessageIn(nd, ORDER_MESSAGES.paymentInProgress)).toBe(
      'Inkokhelo yalama-oda isalinde ukuvunywa. Yivume kumbe uyale ocingweni lwakho kuqala.',
    );
    expect(apiMessageIn(sn, PAYMENT_FAILED)).toBe('Mubhadharo wakundikana');
    expect(apiMessageIn(sn, CART_MESSAGES.ownProduct('JBL Flip'))).toBe('Haugoni kuodha JBL Flip: chinotengeswa nebhizimisi rako');
    // A REST validation message naming its field first.
    expect(apiMessageIn(nd, `contact.phone: ${PHONE_MESSAGE}`)).toBe('Bhala inombolo yeZimbabwe: +263 ilandelwa zinombolo ezingu-9');
  });

  it('keeps English exactly as the API wrote it, and an unknown message as it came', () => {
    for (const message of [DELIVERY_MESSAGES.collectionOnly('Kudzi'), ORDER_MESSAGES.alreadyPaid, 'Only 3 of Tea left in stock', PAYMENT_FAILED]) {
      expect(apiMessageIn(en, message)).toBe(message);
    }
    expect(apiMessageIn(sn, 'Something new went wrong')).toBe('Something new went wrong');
  });
});

describe('around', () => {
  it('splits a message around a name shown as written', () => {
    expect(around(sn, 'order.fromStore', 'store')).toEqual(['kubva ku', '']);
    expect(around(en, 'order.fromStore', 'store')).toEqual(['from ', '']);
  });
});

describe('delivery terms', () => {
  const terms = {
    storeId: '1',
    storeName: 'Kudzi',
    collectionOnly: false,
    fee: { amountCents: 500, currency: 'USD' },
    freeAbove: { amountCents: 5000, currency: 'USD' },
    zones: [
      { city: 'Harare', fee: { amountCents: 0, currency: 'USD' } },
      { city: 'Bulawayo', fee: { amountCents: 800, currency: 'USD' } },
    ],
  };
  it('reads as before in English and in the language with Intl’s money', () => {
    expect(describeDeliveryIn(en, 'en', terms)).toBe('Delivery $5.00 · Harare free, Bulawayo $8.00 · free from $50.00');
    expect(describeDeliveryIn(sn, 'sn', terms)).toBe('Kuunzirwa US$5.00 · Harare mahara, Bulawayo US$8.00 · mahara kubva paUS$50.00');
    expect(describeDeliveryIn(nd, 'nd', { ...terms, collectionOnly: true })).toBe('Ukuzithathela kuphela');
  });
});
