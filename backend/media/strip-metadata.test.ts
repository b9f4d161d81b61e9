import { describe, expect, it } from 'vitest';
import { exifOrientation, orientationSegment, stripPhotoMetadata } from './strip-metadata';

const seg = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** An Exif APP1 payload (little-endian, as phones write) with the orientation and a GPS-looking tag. */
function exifPayload(orientation: number) {
  const entry = (tag: number, value: number) => [tag & 0xff, tag >> 8, 3, 0, 1, 0, 0, 0, value, 0, 0, 0];
  return [
    ...ascii('Exif\0\0'),
    ...ascii('II'),
    42,
    0,
    8,
    0,
    0,
    0,
    2,
    0,
    ...entry(0x0112, orientation),
    ...entry(0x8825, 77),
    0,
    0,
    0,
    0,
    ...ascii('GPS -17.82 31.05'),
  ];
}

function jpeg(...segments: number[][]) {
  return Uint8Array.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0, 4, 1, 2, 0x11, 0x22, 0xff, 0xd9]);
}
const text = (bytes: Uint8Array | null) => String.fromCharCode(...(bytes ?? []));

describe('photo metadata stripping (photos are public: no location leaves the phone in them)', () => {
  const app0 = seg(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const xmp = seg(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/\0'), ...ascii('<x:gps>-17.8</x:gps>')]);
  const iptc = seg(0xed, ascii('Photoshop 3.0\0 Harare, Borrowdale'));

  it('drops Exif, XMP and IPTC from a JPEG and keeps the image data', () => {
    const out = stripPhotoMetadata(jpeg(app0, seg(0xe1, exifPayload(1)), xmp, iptc), 'image/jpeg');
    expect(text(out)).not.toMatch(/GPS|gps|Borrowdale|Exif/);
    expect(text(out)).toContain('JFIF');
    expect([...out!.slice(-6)]).toEqual([1, 2, 0x11, 0x22, 0xff, 0xd9]);
  });

  it('keeps the orientation, alone, so a portrait photo does not show sideways', () => {
    const out = stripPhotoMetadata(jpeg(app0, seg(0xe1, exifPayload(6))), 'image/jpeg')!;
    expect(text(out)).not.toContain('GPS');
    const at = text(out).indexOf('Exif');
    expect(at).toBeGreaterThan(app0.length); // after SOI and the JFIF segment
    expect(exifOrientation(out.subarray(at))).toBe(6);
  });

  it('reads the orientation of big- and little-endian Exif', () => {
    expect(exifOrientation(Uint8Array.from(exifPayload(8)))).toBe(8);
    expect(exifOrientation(orientationSegment(3).subarray(4))).toBe(3);
    expect(exifOrientation(Uint8Array.from(ascii('not exif at all')))).toBeNull();
  });

  it('leaves a JPEG without metadata byte for byte the same', () => {
    const plain = jpeg(app0);
    expect(stripPhotoMetadata(plain, 'image/jpeg')).toEqual(plain);
  });

  it('refuses a JPEG whose segments cannot be walked rather than store it as it is', () => {
    expect(stripPhotoMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]), 'image/jpeg')).toBeNull();
    expect(stripPhotoMetadata(Uint8Array.from([0xff, 0xd8, 0x00]), 'image/jpeg')).toBeNull();
  });

  it('drops eXIf and text chunks from a PNG and keeps the rest', () => {
    const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...ascii(type), ...data, 0, 0, 0, 0];
    const png = Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
      ...chunk('eXIf', ascii('GPS -17.8')),
      ...chunk('tEXt', ascii('Location\0Harare')),
      ...chunk('IDAT', [1, 2, 3]),
      ...chunk('IEND', []),
    ]);
    const out = text(stripPhotoMetadata(png, 'image/png'));
    expect(out).not.toMatch(/GPS|Harare|eXIf|tEXt/);
    expect(out).toContain('IHDR');
    expect(out).toContain('IDAT');
    expect(out.endsWith('IEND\0\0\0\0')).toBe(true);
  });
});
