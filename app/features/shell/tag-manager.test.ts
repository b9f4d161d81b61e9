import { describe, expect, it } from 'vitest';
import { shouldLoadTagManager } from './tag-manager';

describe('tag manager loads only after consent (spec §9)', () => {
  it('loads when the visitor accepted and a container is configured', () => {
    expect(shouldLoadTagManager('accepted', 'GTM-ABC1234')).toBe(true);
  });
  it('never loads before an answer or after a denial', () => {
    expect(shouldLoadTagManager(null, 'GTM-ABC1234')).toBe(false);
    expect(shouldLoadTagManager(undefined, 'GTM-ABC1234')).toBe(false);
    expect(shouldLoadTagManager('denied', 'GTM-ABC1234')).toBe(false);
  });
  it('never loads when no container is configured', () => {
    expect(shouldLoadTagManager('accepted', null)).toBe(false);
    expect(shouldLoadTagManager('accepted', '')).toBe(false);
  });
});

describe('loadTagManager', () => {
  it('adds the container’s script once, async, with the start event in the dataLayer', async () => {
    const added: Record<string, unknown>[] = [];
    const byId = new Map<string, unknown>();
    const fakeWindow: { dataLayer?: unknown[] } = {};
    const fakeDocument = {
      getElementById: (id: string) => byId.get(id) ?? null,
      createElement: () => ({}) as Record<string, unknown>,
      head: {
        appendChild: (el: Record<string, unknown>) => {
          added.push(el);
          byId.set(el.id as string, el);
        },
      },
    };
    Object.assign(globalThis, { window: fakeWindow, document: fakeDocument });
    try {
      const { loadTagManager } = await import('./tag-manager');
      loadTagManager('GTM-ABC1234');
      loadTagManager('GTM-ABC1234');
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234' });
      expect(fakeWindow.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
      Reflect.deleteProperty(globalThis, 'document');
    }
  });
});
