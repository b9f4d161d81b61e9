/**
 * Paynow's hash, checked against the two worked examples of Paynow's developer documentation
 * (developers.paynow.co.zw/docs/generating_hash.html and validating_hash.html), which use the integration key
 * 3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977.
 */
import { describe, expect, it } from 'vitest';
import { hasValidHash, paynowHash, signFields } from './hash';
import { parseFields } from './messages';

const DOC_KEY = '3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977';

describe('Paynow hash', () => {
  it('an outbound message hashes as in Paynow documentation', async () => {
    const fields: [string, string][] = [
      ['id', '1201'],
      ['reference', 'TEST REF'],
      ['amount', '99.99'],
      ['additionalinfo', 'A test ticket transaction'],
      ['returnurl', 'http://www.google.com/search?q=returnurl'],
      ['resulturl', 'http://www.google.com/search?q=resulturl'],
      ['status', 'Message'],
    ];
    expect(await paynowHash(fields, DOC_KEY)).toBe(
      '2A033FC38798D913D42ECB786B9B19645ADEDBDE788862032F1BD82CF3B92DEF84F316385D5B40DBB35F1A4FD7D5BFE73835174136463CDD48C9366B0749C689',
    );
    const signed = await signFields(fields, DOC_KEY);
    expect(signed.at(-1)![0]).toBe('hash');
    expect(await hasValidHash(signed, DOC_KEY)).toBe(true);
  });

  it('an inbound answer from Paynow documentation validates after URL-decoding', async () => {
    const answer = parseFields(
      'status=Ok&browserurl=https%3a%2f%2fstaging.paynow.co.zw%2fPayment%2fConfirmPayment%2f9510&pollurl=https%3a%2f%2fstaging.paynow.co.zw%2fInterface%2fCheckPayment%2f%3fguid%3dc7ed41da-0159-46da-b428-69549f770413&paynowreference=9510&hash=750DD0B0DF374678707BB5AF915AF81C228B9058AD57BB7120569EC68BBB9C2EFC1B26C6375D2BC562AC909B3CD6B2AF1D42E1A5E479FFAC8F4FB3FDCE71DF4D',
    );
    expect(await hasValidHash(answer, DOC_KEY)).toBe(true);
  });

  it('a message with a changed value, another key, no hash or two hashes is refused', async () => {
    const signed = await signFields(
      [
        ['reference', 'MSK-PAY-0000000000'],
        ['amount', '10.00'],
        ['status', 'Paid'],
      ],
      DOC_KEY,
    );
    const tampered = signed.map(([k, v]) => [k, k === 'amount' ? '1.00' : v] as const);
    expect(await hasValidHash(tampered, DOC_KEY)).toBe(false);
    expect(await hasValidHash(signed, 'another-key')).toBe(false);
    expect(
      await hasValidHash(
        signed.filter(([k]) => k !== 'hash'),
        DOC_KEY,
      ),
    ).toBe(false);
    expect(await hasValidHash([...signed, signed.at(-1)!], DOC_KEY)).toBe(false);
    expect(await hasValidHash(signed, '')).toBe(false);
  });

  it('the hash is checked case-insensitively on input, upper-case on output', async () => {
    const signed = await signFields([['status', 'Ok']], DOC_KEY);
    expect(signed[1][1]).toMatch(/^[0-9A-F]{128}$/);
    expect(await hasValidHash([signed[0], ['hash', signed[1][1].toLowerCase()]], DOC_KEY)).toBe(true);
  });
});
