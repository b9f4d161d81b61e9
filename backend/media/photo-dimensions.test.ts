import { describe, expect, it } from 'vitest';
import { photoDimensions } from './photo-dimensions';

const riff = (chunk: string, body: number[]) =>
  Uint8Array.from(
    [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...`WEBP${chunk}`].map((c) => c.charCodeAt(0)),
        [0, 0, 0, 0],
        body,
      ),
  );

describe('photoDimensions', () => {
  it('reads a JPEG frame header past other segments and fill bytes, and nothing from a JPEG without a frame', () => {
    const app0 = [0xff, 0xe0, 0, 4, 0, 0];
    const sof2 = [0xff, 0xff, 0xc2, 0, 11, 8, 0x0b, 0xb8, 0x0f, 0xa0, 1, 1, 0x11, 0];
    expect(photoDimensions(Uint8Array.from([0xff, 0xd8, ...app0, ...sof2, 0xff, 0xda, 0, 2]), 'image/jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(photoDimensions(Uint8Array.from([0xff, 0xd8, ...app0, 0xff, 0xda, 0, 2, 1, 2]), 'image/jpeg')).toBeNull();
  });

  it('reads the PNG header', () => {
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
      c.charCodeAt(0),
    );
    expect(photoDimensions(png, 'image/png')).toEqual({ width: 1, height: 1 });
  });

  it('reads lossy, lossless and extended WebP', () => {
    expect(photoDimensions(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), 'image/webp')).toEqual({ width: 640, height: 480 });
    // VP8L: 0x2f, then 14 bits width-1 (99) and 14 bits height-1 (49), little-endian.
    const bits = 99 | (49 << 14);
    expect(photoDimensions(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0, 0, 0, 0, 0, 0]), 'image/webp')).toEqual({
      width: 100,
      height: 50,
    });
    expect(photoDimensions(riff('VP8X', [0, 0, 0, 0, 0x0f, 0x27, 0, 0x0f, 0x27, 0]), 'image/webp')).toEqual({ width: 10000, height: 10000 });
  });
});
