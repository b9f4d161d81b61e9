import { describe, expect, it } from 'vitest';
import { TESTIMONIALS, orderedFor, remainder, teaser } from './testimonials';

describe('testimonials (spec §1: a static list of 11 testimonials from vendors and buyers)', () => {
  it('holds exactly 11 testimonials', () => {
    expect(TESTIMONIALS).toHaveLength(11);
  });

  it('comes from both vendors and buyers, each named, with a link text', () => {
    expect(new Set(TESTIMONIALS.map((t) => t.customerRole))).toEqual(new Set(['Vendor', 'Buyer']));
    for (const t of TESTIMONIALS) {
      expect(t.customerName.trim()).not.toBe('');
      expect(t.linkText.trim()).not.toBe('');
      expect(t.text.length).toBeGreaterThan(40);
    }
    expect(new Set(TESTIMONIALS.map((t) => t.customerName)).size).toBe(11);
  });

  it('links videos only to pages on the site', () => {
    for (const t of TESTIMONIALS.filter((x) => x.videoUrl)) expect(t.videoUrl).toMatch(/^\/blog\/video\/[a-z0-9-]+$/);
  });

  it('an expandable story opens to more than its teaser', () => {
    for (const t of TESTIMONIALS.filter((x) => x.expandable)) expect(remainder(t.text)).not.toBe('');
  });

  it('splits a story after its first sentence', () => {
    expect(teaser('One. Two! Three?')).toBe('One.');
    expect(remainder('One. Two! Three?')).toBe('Two! Three?');
    expect(teaser('No full stop')).toBe('No full stop');
  });

  it('puts the page’s audience first without losing anyone', () => {
    const vendorsFirst = orderedFor('Vendor');
    expect(vendorsFirst).toHaveLength(11);
    const firstBuyer = vendorsFirst.findIndex((t) => t.customerRole === 'Buyer');
    expect(vendorsFirst.slice(firstBuyer).every((t) => t.customerRole === 'Buyer')).toBe(true);
  });
});
