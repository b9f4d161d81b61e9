/** Where an ad event came from (issue #27 §2): Fetch Metadata and Origin, as browsers send them. */
import { describe, expect, it } from 'vitest';
import { fromOurPage, isCrossSiteSimplePost } from './event-origin';

const OWN = ['https://musika.co.zw'];
const h = (o: Record<string, string>) => new Headers(o);

describe('fromOurPage', () => {
  it('accepts a tap on our page, our own beacon, and a request without Fetch Metadata', () => {
    expect(fromOurPage(h({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }), OWN)).toBe(true);
    expect(fromOurPage(h({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', origin: OWN[0] }), OWN)).toBe(true);
    expect(fromOurPage(h({}), OWN)).toBe(true);
  });

  it('refuses an image or other subresource, another site, a typed URL and a foreign Origin', () => {
    expect(fromOurPage(h({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }), OWN)).toBe(false);
    expect(fromOurPage(h({ 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }), OWN)).toBe(false);
    expect(fromOurPage(h({ 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }), OWN)).toBe(false);
    expect(fromOurPage(h({ 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }), OWN)).toBe(false);
    expect(fromOurPage(h({ 'sec-fetch-dest': 'iframe' }), OWN)).toBe(false);
    expect(fromOurPage(h({ origin: 'https://evil.example' }), OWN)).toBe(false);
  });
});

describe('isCrossSiteSimplePost', () => {
  it('is a cross-site body not declared JSON; ours and JSON are not', () => {
    expect(isCrossSiteSimplePost(h({ origin: 'https://evil.example', 'content-type': 'text/plain' }), OWN)).toBe(true);
    expect(isCrossSiteSimplePost(h({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' }), OWN)).toBe(true);
    expect(isCrossSiteSimplePost(h({ origin: OWN[0], 'content-type': 'text/plain' }), OWN)).toBe(false);
    expect(isCrossSiteSimplePost(h({ origin: 'https://evil.example', 'content-type': 'application/json' }), OWN)).toBe(false);
  });
});
