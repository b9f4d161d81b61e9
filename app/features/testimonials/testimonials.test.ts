import { describe, expect, it } from 'vitest';
import { testimonials as SEEDED } from '../../../scripts/seed/testimonials.mjs';
import { testimonialBody } from '../../../schema/rest/admin-site-content';
import { orderedFor, remainder, teaser, type Testimonial } from './testimonials';

// The list lives in D1 now (migration 0032), seeded from scripts/seed/testimonials.mjs; editors keep it under the
// contract's rules (schema/rest/admin-site-content.ts testimonialBody), which these rules are checked against too.
const TESTIMONIALS: Testimonial[] = SEEDED.map((t: Record<string, unknown>) => ({ ...t, expandable: t.expandable === 1 }) as Testimonial);
const asInput = (t: Testimonial) => ({ ...t, videoUrl: t.videoUrl ?? '' });

describe('testimonials (spec §1: a list of 11 testimonials from vendors and buyers)', () => {
  it('holds exactly 11 testimonials, all published, in a distinct order', () => {
    expect(TESTIMONIALS).toHaveLength(11);
    expect(SEEDED.every((t: { status: string }) => t.status === 'publish')).toBe(true);
    expect(new Set(SEEDED.map((t: { position: number }) => t.position)).size).toBe(11);
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

  it('every seeded story passes the editors’ rules, and the rules refuse what the list never holds', () => {
    for (const t of TESTIMONIALS) expect(testimonialBody.safeParse(asInput(t)).success, t.customerName).toBe(true);
    const [first] = TESTIMONIALS;
    const accepted = (patch: Partial<Testimonial>) => testimonialBody.safeParse(asInput({ ...first, ...patch })).success;
    expect(accepted({ videoUrl: 'https://www.youtube.com/watch?v=x' })).toBe(false);
    expect(accepted({ customerName: ' ' })).toBe(false);
    expect(accepted({ linkText: '' })).toBe(false);
    expect(accepted({ text: 'Too short to be a story.' })).toBe(false);
    expect(accepted({ text: 'One long sentence that has no second sentence after it at all, so nothing opens', expandable: true })).toBe(false);
  });

  it('splits a story after its first sentence', () => {
    expect(teaser('One. Two! Three?')).toBe('One.');
    expect(remainder('One. Two! Three?')).toBe('Two! Three?');
    expect(teaser('No full stop')).toBe('No full stop');
  });

  it('puts the page’s audience first without losing anyone', () => {
    const vendorsFirst = orderedFor('Vendor', TESTIMONIALS);
    expect(vendorsFirst).toHaveLength(11);
    const firstBuyer = vendorsFirst.findIndex((t) => t.customerRole === 'Buyer');
    expect(vendorsFirst.slice(firstBuyer).every((t) => t.customerRole === 'Buyer')).toBe(true);
  });
});
