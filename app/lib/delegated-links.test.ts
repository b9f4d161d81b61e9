/** Delegated links: a container of plain <a> navigates client-side exactly where a <Link> would. */
import { describe, expect, it } from 'vitest';
import { clientNavigationTarget, type LinkClick } from './delegated-links';

const ORIGIN = 'https://musika.co.zw';

function anchor(href: string, attributes: Record<string, string> = {}) {
  return { href: new URL(href, ORIGIN).href, target: attributes.target ?? '', hasAttribute: (name: string) => name in attributes };
}

function click(link: ReturnType<typeof anchor> | null, overrides: Partial<LinkClick> = {}, inside = true): LinkClick {
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    // The click lands on the link's text; closest() finds the link.
    target: { closest: (selector: string) => (selector === 'a[href]' ? link : null) },
    currentTarget: { contains: () => inside },
    ...overrides,
  };
}

describe('delegated links navigate client-side like a <Link>', () => {
  it('takes a plain left click on a same-site link, keeping its query and fragment', () => {
    expect(clientNavigationTarget(click(anchor('/category/phones')), ORIGIN)).toBe('/category/phones');
    expect(clientNavigationTarget(click(anchor('/search?term=tent#results')), ORIGIN)).toBe('/search?term=tent#results');
  });

  it('leaves new-tab, new-window and download clicks to the browser (modifier keys, middle button)', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clientNavigationTarget(click(anchor('/category/phones'), { [modifier]: true }), ORIGIN)).toBeNull();
    }
    expect(clientNavigationTarget(click(anchor('/category/phones'), { button: 1 }), ORIGIN)).toBeNull();
  });

  it('leaves links to other sites, other targets and downloads to the browser', () => {
    expect(clientNavigationTarget(click(anchor('https://example.com/x')), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click(anchor('/terms', { target: '_blank' })), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click(anchor('/terms', { target: '_self' })), ORIGIN)).toBe('/terms');
    expect(clientNavigationTarget(click(anchor('/price-list.csv', { download: '' })), ORIGIN)).toBeNull();
  });

  it('ignores clicks that are not on a link of the container, or that something already handled', () => {
    expect(clientNavigationTarget(click(null), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click(anchor('/category/phones'), {}, false), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click(anchor('/category/phones'), { defaultPrevented: true }), ORIGIN)).toBeNull();
  });
});
