/**
 * Phone helper (spec §5) in the browser: the phone field's pattern must let through every form the helper
 * accepts, or the browser refuses them with "Please match the requested format" before the server sees them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { phoneFromLocalPart } from '~/lib/phone';
import { PhoneField } from './form';

/** The pattern as a browser applies it: anchored, compiled with the `v` flag. */
function browserPattern(html: string): RegExp {
  const raw = /pattern="([^"]*)"/.exec(html)?.[1];
  if (raw === undefined) throw new Error('the phone field has no pattern');
  const pattern = raw.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return new RegExp(`^(?:${pattern})$`, 'v');
}

describe('phone helper: +263772146318, 263772146318 and 0772146318 are accepted wherever a phone is typed', () => {
  const html = renderToStaticMarkup(<PhoneField label="WhatsApp number" name="whatsAppNumber" />);
  const pattern = browserPattern(html);

  it.each(['+263772146318', '263772146318', '0772146318', '772146318', '77 214 6318', '+263 77 214 6318', '077-214-6318'])(
    'the field lets %s through, and the helper makes it 263772146318',
    (typed) => {
      expect(pattern.test(typed)).toBe(true);
      expect(phoneFromLocalPart(typed)).toBe('263772146318');
    },
  );

  it.each(['abc', '12', '+', '07721463a8'])('the field still refuses %j', (typed) => {
    expect(pattern.test(typed)).toBe(false);
  });

  it('is long enough for the whole number with spaces, and offers a keypad with +', () => {
    expect(html).toContain('maxLength="20"');
    expect(html).toContain('inputMode="tel"');
    expect(html).toMatch(/title="[^"]*\+263772146318"/);
  });
});
