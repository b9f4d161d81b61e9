import { describe, expect, it } from 'vitest';
import { payChoiceFields, payInput } from './pay-choice';

describe('pay choice', () => {
  it('pay on delivery is the default and sends no mobile money number', () => {
    const f = payChoiceFields.parse({});
    expect(payInput(f, '0772111222')).toEqual({ paymentMethod: 'CASH_ON_DELIVERY', mobileMoneyNo: null, currency: 'USD' });
  });

  it('mobile money numbers go through the +263 helper and default to the contact phone', () => {
    expect(payInput(payChoiceFields.parse({ paymentMethod: 'ECOCASH', mobileMoneyNo: '77 111 1111' }), '0772111222').mobileMoneyNo).toBe(
      '263771111111',
    );
    expect(payInput(payChoiceFields.parse({ paymentMethod: 'INNBUCKS', mobileMoneyNo: '' }), '0772111222').mobileMoneyNo).toBe('263772111222');
  });

  it('a card payment on the Paynow page needs no number; ZWG is kept', () => {
    expect(payInput(payChoiceFields.parse({ paymentMethod: 'WEB', mobileMoneyNo: '0771111111', currency: 'ZWG' }), null)).toEqual({
      paymentMethod: 'WEB',
      mobileMoneyNo: null,
      currency: 'ZWG',
    });
  });
});
