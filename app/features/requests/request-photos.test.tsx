/** A request's photos: lazy, sized thumbnails with alt text, each linking to the full photo. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RequestPhotos } from './request-photos';

const A = '/wp-json/ezw/v1/media/file/u19/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const B = 'https://cdn.example.co.zw/fridge.jpg';

describe('RequestPhotos', () => {
  it('renders one linked, lazy, sized thumbnail per photo', () => {
    const html = renderToStaticMarkup(<RequestPhotos photos={[A, B]} title="Second-hand fridge" />);
    const images = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*><img ([^>]*)\/?>/g)];
    expect(images.map((m) => m[1])).toEqual([A, B]);
    expect(images[0][2]).toContain(`src="${A}"`);
    expect(images[0][2]).toContain('alt="Second-hand fridge (1 of 2)"');
    expect(images[1][2]).toContain('alt="Second-hand fridge (2 of 2)"');
    for (const [, , img] of images) {
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
    }
  });

  it('renders nothing without photos', () => {
    expect(renderToStaticMarkup(<RequestPhotos photos={[]} title="Fridge" />)).toBe('');
  });

  it('escapes the title in alt text', () => {
    expect(renderToStaticMarkup(<RequestPhotos photos={[A]} title={'"><script>'} />)).toContain('alt="&quot;&gt;&lt;script&gt; (1 of 1)"');
  });
});
