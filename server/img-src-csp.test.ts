/** img-src (issue 27 §5): the site itself only; the map tile host when MAP_TILE_URL is set; the tag manager's pixels when GTM_ID is. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { tileSource } from '../schema/config/map-tiles';
import { contentSecurityPolicy } from './security-headers';

const imgSrc = () =>
  contentSecurityPolicy('n')
    .split('; ')
    .find((d) => d.startsWith('img-src'));

describe('img-src', () => {
  afterEach(() => void loadConfig({}));

  it('without map tiles or a tag manager allows the site itself (and inline data:) only, never any https: host', () => {
    loadConfig({ MAP_TILE_URL: '', GTM_ID: '' });
    expect(imgSrc()).toBe("img-src 'self' data:");
  });

  it('opens to the configured tile host only, a {s} subdomain placeholder becoming a wildcard', () => {
    loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(imgSrc()).toBe("img-src 'self' data: https://tile.openstreetmap.org");
    loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png?key=abc' });
    expect(imgSrc()).toBe("img-src 'self' data: https://*.tile.example.org");
    loadConfig({});
    expect(imgSrc()).toBe("img-src 'self' data:");
  });

  it('refuses a tile template whose host cannot be named in the policy', () => {
    expect(tileSource('https://tiles.{s}.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.{s}.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('lets the tag manager’s pixels through only when it is configured', () => {
    loadConfig({ GTM_ID: 'GTM-ABC1234' });
    expect(imgSrc()).toBe("img-src 'self' data: https://www.googletagmanager.com https://*.google-analytics.com");
  });
});
