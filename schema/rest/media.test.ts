/** Media contract: the image signatures, declared types and the keys GET /media/file/{key} accepts. */
import { describe, expect, it } from 'vitest';
import { MEDIA_FILE_PATH, mediaKey, mediaKeyParam, photoContentType, photoTypeOf, photoTypeOfKey, uploadMedia, uploadMediaHeaders } from './media';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (text: string) => new TextEncoder().encode(text);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const WEBP = new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]);
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('photoTypeOf (magic numbers)', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(photoTypeOf(JPEG)).toBe('image/jpeg');
    expect(photoTypeOf(PNG)).toBe('image/png');
    expect(photoTypeOf(WEBP)).toBe('image/webp');
  });

  it.each([
    ['text renamed .png', ascii('hello, this is not a picture')],
    ['empty', new Uint8Array(0)],
    ['a PNG signature cut short', PNG.slice(0, 7)],
    ['GIF', ascii('GIF89a\u0001\u0000')],
    ['RIFF that is not WebP (WAV)', new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')])],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', ascii('<!doctype html><script>alert(1)</script>')],
    ['JPEG bytes one short', bytes(0xff, 0xd8)],
  ])('refuses %s', (_name, input) => {
    expect(photoTypeOf(input)).toBeNull();
  });
});

describe('declared content types', () => {
  it('takes the three types in any case, ignoring parameters', () => {
    expect(photoContentType.parse('image/png')).toBe('image/png');
    expect(photoContentType.parse('IMAGE/JPEG; charset=binary')).toBe('image/jpeg');
    expect(uploadMediaHeaders.parse({ 'content-type': 'image/webp', 'content-length': '1234' })).toEqual({
      'content-type': 'image/webp',
      'content-length': 1234,
    });
  });

  it.each(['image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream', '', 'image/jpg'])('refuses %j', (type) => {
    const result = photoContentType.safeParse(type);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Only JPEG, PNG or WebP photos');
  });

  it('refuses a missing content type with the same message', () => {
    expect(uploadMediaHeaders.safeParse({}).error?.issues[0].message).toBe('Only JPEG, PNG or WebP photos');
  });
});

describe('media keys', () => {
  it('are u<user>/<uuid>.<ext> and pass the key check', () => {
    expect(mediaKey(19, 'image/png', UUID)).toBe(`u19/${UUID}.png`);
    expect(mediaKey(7, 'image/jpeg', UUID)).toBe(`u7/${UUID}.jpg`);
    expect(mediaKeyParam.safeParse(mediaKey(19, 'image/webp')).success).toBe(true);
    expect(photoTypeOfKey(`u1/${UUID}.webp`)).toBe('image/webp');
  });

  it.each([
    `u19/../u20/${UUID}.png`,
    `../${UUID}.png`,
    `u19/${UUID}.png/..`,
    `u19/${UUID}.html`,
    `u19/${UUID}.PNG`,
    `u19/${UUID}.svg`,
    `u19%2F${UUID}.png`,
    `x19/${UUID}.png`,
    `u19/${UUID.toUpperCase()}.png`,
    `u19/${UUID}.png\n`,
    `u/${UUID}.png`,
    `u19/${UUID}`,
    `u19/a/${UUID}.png`,
    '',
  ])('refuses %j', (key) => {
    expect(mediaKeyParam.safeParse(key).success).toBe(false);
  });

  it('uploads answer a site path under the file route', () => {
    expect(uploadMedia.data.parse({ url: `${MEDIA_FILE_PATH}u1/${UUID}.png` }).url).toMatch(/^\/wp-json\/ezw\/v1\/media\/file\//);
    expect(uploadMedia.data.safeParse({ url: 'https://elsewhere.example/x.png' }).success).toBe(false);
  });
});
