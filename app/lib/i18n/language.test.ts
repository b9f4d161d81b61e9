import { describe, expect, it } from 'vitest';
import { acceptedLanguage, requestLanguage } from './language';

const request = (headers: Record<string, string>) => new Request('https://musika.test/', { headers });

describe('page language', () => {
  it('takes the first supported language the browser asks for, by q-value', () => {
    expect(acceptedLanguage('sn-ZW,sn;q=0.9,en;q=0.8')).toBe('sn');
    expect(acceptedLanguage('fr-FR, nd;q=0.5, en;q=0.7')).toBe('en');
    expect(acceptedLanguage('en;q=0.2, nd')).toBe('nd');
    expect(acceptedLanguage('sn;q=0, fr')).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
  });

  it('prefers the switch (cookie) over the browser, and falls back to English', () => {
    expect(requestLanguage(request({ cookie: 'a=1; lang=nd', 'accept-language': 'sn' }))).toBe('nd');
    expect(requestLanguage(request({ 'accept-language': 'sn' }))).toBe('sn');
    expect(requestLanguage(request({ cookie: 'lang=xx', 'accept-language': 'de' }))).toBe('en');
    expect(requestLanguage(request({ cookie: 'xlang=sn' }))).toBe('en');
  });
});
