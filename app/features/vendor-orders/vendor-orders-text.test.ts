import { describe, expect, it } from 'vitest';
import { paymentLabel } from '~/features/orders/payment-label';
import { formatHarareDateTime } from '~/lib/harare-time';
import { dateTimeIn } from '~/lib/i18n/intl-format';
import { translator } from '~/lib/i18n/translate.server';
import { orderCountLabel } from './order-count';
import { orderCountText, orderNoticeTitle, orderRefusal, paymentText } from './vendor-orders-text.server';

const en = translator('en');
const sn = translator('sn');
const nd = translator('nd');

describe('the store’s order words in a language', () => {
  it('English reads exactly as before: counts, payments, dates', () => {
    for (const info of [
      { total: 1, perPage: 20, totalPages: 1 },
      { total: 1234, perPage: 20, totalPages: 50 },
      { total: 1000, totalIsCapped: true, perPage: 20, totalPages: 50 },
    ])
      for (const searching of [false, true])
        expect(orderCountText(en, { ...info, countedNewest: searching ? 1000 : null }, searching)).toBe(
          orderCountLabel({ ...info, countedNewest: searching ? 1000 : null }, searching),
        );
    for (const method of ['cash_on_delivery', 'ecocash', 'web'])
      for (const status of ['unpaid', 'pending', 'paid', 'failed', 'refunded'])
        expect(paymentText(en, method, status)).toBe(paymentLabel(method, status));
    expect(dateTimeIn('en', '2026-03-31T10:05:00Z')).toBe(formatHarareDateTime('2026-03-31T10:05:00Z'));
  });

  it('reads the backend’s history titles and refusals by their shapes, in chiShona and isiNdebele', () => {
    expect(orderNoticeTitle(sn, 'Order MSK-10042 is being processed')).toBe('Odha MSK-10042 iri kugadzirirwa');
    expect(orderNoticeTitle(nd, 'Order MSK-10042 placed')).toBe('I-oda MSK-10042 yenziwe');
    expect(orderNoticeTitle(en, 'Order MSK-1 is on its way')).toBe('Order MSK-1 is on its way');
    expect(orderNoticeTitle(sn, 'Something new')).toBeNull();
    expect(orderRefusal(sn, 'An order that is completed cannot be changed to pending')).toBe('Odha iri pa"yapedzwa" haigone kuiswa pa"yakamirira"');
    expect(orderRefusal(nd, 'From is not a real date')).toBe('"Kusukela" akusilo usuku olukhona');
    expect(orderRefusal(en, 'An order that is completed cannot be changed to pending')).toBe(
      'An order that is completed cannot be changed to pending',
    );
    expect(paymentText(nd, 'ecocash', 'paid')).toBe('EcoCash — ibhadaliwe');
    expect(dateTimeIn('sn', '2026-03-31T22:05:00Z')).toBe('1 Kubvumbi 2026, 00:05');
  });
});
