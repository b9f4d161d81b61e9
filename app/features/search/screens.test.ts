import { describe, expect, it } from 'vitest';
import { href } from '~/routes';
import { screenForPath } from './screens';

describe('search screens (spec §2)', () => {
  it('knows search and each category screen, with and without near-you', () => {
    for (const id of [
      'search',
      'category-general',
      'category-real-estate',
      'category-motor-vehicles',
      'category-hats',
      'category-food-and-grocery',
    ]) {
      const path = href(id);
      expect(screenForPath(path)?.routeId, path).toBe(id);
      expect(screenForPath(path)?.nearYou).toBe(false);
      expect(screenForPath(href(`${id === 'search' ? 'search' : id}-near-you`))?.nearYou).toBe(true);
    }
  });

  it('fixes the kind-specific filters of a screen', () => {
    expect(screenForPath('/real-estate')?.fixed).toEqual({ kinds: ['REAL_ESTATE', 'AUCTION_REAL_ESTATE'] });
    expect(screenForPath('/real-estate')?.controls).toContain('realEstate');
    expect(screenForPath('/motor-vehicles/near-you')?.controls).toContain('vehicle');
  });

  it('gives the generic category route a near-you screen for its slug', () => {
    const screen = screenForPath('/category/solar-and-power/near-you');
    expect(screen).toMatchObject({
      routeId: 'category-generic',
      nearYou: true,
      fixed: { category: 'solar-and-power' },
      basePath: '/category/solar-and-power',
    });
  });

  it('no screen title says "near you" itself: the near-you route adds it (not "Popular near you near you")', () => {
    for (const path of ['/search', '/general', '/popular-categories', '/real-estate', '/hats', '/category/electronics']) {
      expect(screenForPath(`${path}/near-you`)?.title, path).not.toMatch(/near/i);
    }
  });

  it('answers null for paths that are not search screens', () => {
    expect(screenForPath('/product/x/')).toBeNull();
    expect(screenForPath('/unknown-thing')).toBeNull();
  });
});
