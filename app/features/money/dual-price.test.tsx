/** Prices in USD and ZiG (issue #11): USD first; ZiG beside it only for USD amounts and when a rate is known. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from '~/components/price';
import { DualPrice, ZigAmount, ZigRateNote } from './dual-price';
import { cardText } from '~/components/card-text.server';
import { translator } from '~/lib/i18n/translate.server';
import { ZwgRateProvider } from './zwg-rate';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
// The words the root loader hands every page (components/card-text.ts), in English.
const at = (rateMicros: number | null, node: JSX.Element, lang = 'en') =>
  renderToStaticMarkup(
    <ZwgRateProvider rateMicros={rateMicros} lang={lang} card={cardText(translator(lang === 'en' ? 'en' : 'sn'))}>
      {node}
    </ZwgRateProvider>,
  );

describe('dual prices', () => {
  it('shows USD first and ZiG beside it: "$12.00 · ZiG 321.60" at 26.80', () => {
    expect(text(at(26_800_000, <DualPrice usdCents={1200} />))).toBe('$12.00· ZiG 321.60');
    expect(text(at(26_800_000, <Price price={{ amountCents: 1200, currency: 'USD' }} />))).toBe('$12.00· ZiG 321.60');
  });

  it('hides the separator from screen readers', () => {
    expect(at(26_800_000, <ZigAmount usdCents={1200} />)).toContain('<span aria-hidden="true">·</span> ZiG 321.60');
  });

  it('stacks without the dot in narrow columns', () => {
    expect(text(at(26_800_000, <ZigAmount usdCents={2400} stacked />))).toBe('ZiG 643.20');
  });

  it('shows USD alone without a rate (API down, none set)', () => {
    expect(text(at(null, <DualPrice usdCents={1200} />))).toBe('$12.00');
    expect(text(renderToStaticMarkup(<Price price={{ amountCents: 1200, currency: 'USD' }} />))).toBe('$12.00');
  });

  it('derives ZiG only from USD amounts', () => {
    expect(text(at(26_800_000, <DualPrice usdCents={1200} currency="ZAR" />))).toBe('ZAR 12.00');
  });

  it('keeps the struck-through regular price after both', () => {
    const html = at(26_800_000, <Price price={{ amountCents: 1000, currency: 'USD' }} regularPrice={{ amountCents: 1500, currency: 'USD' }} />);
    expect(text(html)).toBe('$10.00· ZiG 268.00Was $15.00');
  });

  it('names the rate in the footer: "US$1 = ZiG 26.80"', () => {
    expect(text(at(26_800_000, <ZigRateNote />))).toBe('· US$1 = ZiG 26.80');
    expect(at(null, <ZigRateNote />)).toBe('');
  });

  it('writes money and the card words in the page language: "US$10.00" in chiShona, "$10.00" in English', () => {
    const price = <Price price={{ amountCents: 1000, currency: 'USD' }} regularPrice={{ amountCents: 150_000, currency: 'USD' }} per="day" />;
    expect(text(at(null, price, 'sn'))).toBe('US$10.00pazuvaMutengo wekare US$1,500.00');
    expect(text(at(null, price))).toBe('$10.00per dayWas $1,500.00');
  });
});
