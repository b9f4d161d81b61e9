import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, responsiveImage, toHttps } from './image';

describe('responsive images (spec §9)', () => {
  it('upgrades http image urls to https', () => {
    expect(toHttps('http://cdn.example.co.zw/a.jpg')).toBe('https://cdn.example.co.zw/a.jpg');
    expect(toHttps('https://cdn.example.co.zw/a.jpg')).toBe('https://cdn.example.co.zw/a.jpg');
    expect(toHttps('/images/seed/a.svg')).toBe('/images/seed/a.svg');
  });

  it('offers srcset widths 425w, 768w and 1280w', () => {
    expect(IMAGE_WIDTHS).toEqual([425, 768, 1280]);
    const img = responsiveImage('http://cdn.example.co.zw/a.jpg?v=2');
    expect(img.srcSet).toBe(
      'https://cdn.example.co.zw/a.jpg?v=2&w=425 425w, https://cdn.example.co.zw/a.jpg?v=2&w=768 768w, https://cdn.example.co.zw/a.jpg?v=2&w=1280 1280w',
    );
    expect(img.mobile).toContain('w=425');
    expect(img.tablet).toContain('w=768');
    expect(img.desktop).toContain('w=1280');
  });
});
