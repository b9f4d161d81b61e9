import { describe, expect, it } from 'vitest';
import { displayPhone, phoneHref, whatsAppHref } from './phone-display';

describe('One formatter for display (+263 77 214 6318) and tel:+263…/WhatsApp links everywhere', () => {
  it('shows a Zimbabwean number grouped, however it was stored', () => {
    for (const stored of ['263772146318', '+263 77 214 6318', '0772146318', '+263-77-214-6318']) {
      expect(displayPhone(stored)).toBe('+263 77 214 6318');
    }
  });

  it('shows another country’s number as + and its digits, and nothing for no number', () => {
    expect(displayPhone('27 82 123 4567')).toBe('+27821234567');
    expect(displayPhone('')).toBe('');
  });

  it('links to the full international number', () => {
    expect(phoneHref('263772146318')).toBe('tel:+263772146318');
    expect(phoneHref('+263 77 214 6318')).toBe('tel:+263772146318');
    expect(whatsAppHref('0772146318')).toBe('https://wa.me/263772146318');
    expect(whatsAppHref('263772146318', 'Hi, is it available?')).toBe('https://wa.me/263772146318?text=Hi%2C%20is%20it%20available%3F');
  });
});
