import { describe, expect, it } from 'vitest';
import { encodeFields, formatAmount, mapPaynowStatus, parseAmount, parseFields, readStatusMessage } from './messages';

describe('Paynow messages', () => {
  it('maps every Paynow status onto ours', () => {
    expect(mapPaynowStatus('Created')).toBe('pending');
    expect(mapPaynowStatus('Sent')).toBe('pending');
    expect(mapPaynowStatus('Paid')).toBe('paid');
    expect(mapPaynowStatus('Awaiting Delivery')).toBe('paid');
    expect(mapPaynowStatus('Delivered')).toBe('paid');
    expect(mapPaynowStatus('Cancelled')).toBe('cancelled');
    expect(mapPaynowStatus('Failed')).toBe('failed');
    expect(mapPaynowStatus('Disputed')).toBe('disputed');
    expect(mapPaynowStatus('Refunded')).toBe('refunded');
    expect(mapPaynowStatus('paid')).toBe('paid');
    expect(mapPaynowStatus('Something new')).toBeNull();
    expect(mapPaynowStatus(undefined)).toBeNull();
  });

  it('formats and parses amounts as whole cents', () => {
    expect(formatAmount(1250)).toBe('12.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100000)).toBe('1000.00');
    expect(() => formatAmount(1.5)).toThrow();
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('12.505')).toBeNull();
    expect(parseAmount('-1.00')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it('parses a form-encoded status message in order, keys lower-cased', () => {
    const fields = parseFields(
      'Reference=MSK-PAY-ABC&PaynowReference=9510&Amount=10.00&Status=Awaiting+Delivery&PollUrl=https%3a%2f%2fwww.paynow.co.zw%2fx&Hash=AB',
    );
    expect(fields.map(([k]) => k)).toEqual(['reference', 'paynowreference', 'amount', 'status', 'pollurl', 'hash']);
    expect(readStatusMessage(fields)).toEqual({
      reference: 'MSK-PAY-ABC',
      paynowReference: '9510',
      amountCents: 1000,
      providerStatus: 'Awaiting Delivery',
      status: 'paid',
      pollUrl: 'https://www.paynow.co.zw/x',
    });
    expect(readStatusMessage(parseFields('status=Paid'))).toBeNull();
  });

  it('encodes fields so that parsing gives them back', () => {
    const fields: [string, string][] = [
      ['additionalinfo', 'Musika order MSK-1 & more'],
      ['returnurl', 'http://x/y?a=1&b=2'],
    ];
    expect(parseFields(encodeFields(fields))).toEqual(fields);
  });
});
