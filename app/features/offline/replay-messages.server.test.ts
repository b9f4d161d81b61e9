/** What the buyer is told when an offline "add to cart" reaches the server (issue 33 §2), in their language (§3). */
import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import { replayedAddMessage, type ReplayedAdd } from './replay-messages.server';

const base: ReplayedAdd = {
  added: true,
  refusal: null,
  name: 'Solar Panel 400W Mono',
  removed: null,
  unitPrice: { amountCents: 11500, currency: 'USD' },
  seenPriceCents: 11500,
};
const en = (r: ReplayedAdd) => replayedAddMessage(translator('en'), 'en', r);
const sn = (r: ReplayedAdd) => replayedAddMessage(translator('sn'), 'sn', r);
const nd = (r: ReplayedAdd) => replayedAddMessage(translator('nd'), 'nd', r);
const removed = '‘Solar Panel 400W Mono’ is out of stock and was removed from your cart.';

describe('replayed add to cart', () => {
  it('says it is in the cart when nothing changed', () => {
    expect(en(base)).toBe('Solar Panel 400W Mono, added while you were offline, is in your cart.');
  });

  it('names a new price beside the one the buyer saw', () => {
    expect(en({ ...base, unitPrice: { amountCents: 12000, currency: 'USD' } })).toBe(
      'Solar Panel 400W Mono is in your cart, but its price changed: $120.00 now ($115.00 when you saw it).',
    );
  });

  it('says a sold-out product was not added', () => {
    expect(en({ ...base, removed })).toBe(`From your changes made offline: ${removed}`);
  });

  it('passes on the cart rule that refused it', () => {
    expect(en({ ...base, added: false, refusal: 'At most 99 at a time' })).toBe(
      'Solar Panel 400W Mono was not added to your cart: At most 99 at a time.',
    );
  });
});

describe('replayed add to cart in chiShona and isiNdebele', () => {
  it('says each outcome in the language, the product keeping its name', () => {
    expect(sn(base)).toBe('Solar Panel 400W Mono, chawakawedzera usina indaneti, chiri mutswanda rako.');
    expect(nd(base)).toBe('Solar Panel 400W Mono, owawufake ungela-inthanethi, usebhasikidini lakho.');
    const dearer = { ...base, unitPrice: { amountCents: 12000, currency: 'USD' } };
    expect(sn(dearer)).toContain('mutengo wacho wachinja');
    expect(nd(dearer)).toContain('inani lawo litshintshile');
    expect(sn({ ...base, name: null, added: false })).toBe('Chigadzirwa chawakawedzera usina indaneti hachina kuiswa mutswanda rako: edzazve.');
  });

  it('words the cart’s own message about a sold-out product in the language too', () => {
    for (const said of [sn({ ...base, removed }), nd({ ...base, removed })]) {
      expect(said).toContain('Solar Panel 400W Mono');
      expect(said).not.toMatch(/out of stock|removed from your cart|changes made offline/);
    }
  });
});
