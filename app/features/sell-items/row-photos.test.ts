import { describe, expect, it } from 'vitest';
import { MEDIA_FILE_PATH } from '../../../schema/rest/media';
import { BULK_PHOTO_MESSAGES, bulkPhotoProblem, MAX_BULK_PHOTOS, MAX_KEPT_PHOTOS } from './bulk-photo-rules';
import { addPhotos, isFileName, matchPhotos, readPhotoMap } from './row-photos';

const FRONT = `${MEDIA_FILE_PATH}u7/0f8fad5b-d9cb-469f-a165-70867728950e.jpg`;
const BACK = `${MEDIA_FILE_PATH}u7/7c9e6679-7425-40de-944b-e07fc1f90ae7.png`;
const row = (n: number, images?: string) => ({ row: n, values: { sku: `S${n}`, name: 'Hilux', ...(images === undefined ? {} : { images }) } });

describe('matchPhotos', () => {
  it('replaces file names with the added photos, without regard to case or folders, in the cell’s order', () => {
    const out = matchPhotos([row(2, 'HILUX-Front.JPG | photos/hilux-back.png')], { 'hilux-front.jpg': FRONT, 'Hilux-Back.png': BACK });
    expect(out.rows).toEqual([{ row: 2, values: { sku: 'S2', name: 'Hilux', images: `${FRONT}|${BACK}` } }]);
    expect(out.errors.size).toBe(0);
    expect(out.unused).toEqual([]);
  });

  it('leaves addresses and site paths to the API', () => {
    const images = 'https://example.com/a.jpg|/images/seed/mug.jpg|//cdn.example.com/b.jpg|data:image/png;base64,AAAA';
    const out = matchPhotos([row(2, images), row(3)], { 'a.jpg': FRONT });
    expect(out.rows).toEqual([row(2, images), row(3)]);
    expect(out.errors.size).toBe(0);
    expect(out.unused).toEqual(['a.jpg']);
  });

  it('gives a row naming a photo that was not added an images error, and leaves that name out of the row', () => {
    const out = matchPhotos([row(2, 'front.jpg|https://example.com/a.jpg|C:\\Photos\\side.jpg'), row(3, 'front.jpg')], { 'front.jpg': FRONT });
    expect(out.errors.get(2)).toEqual([
      { column: 'images', message: 'No photo named "side.jpg" was added: add it under Photos, or give its web address.' },
    ]);
    expect(out.errors.has(3)).toBe(false);
    expect(out.rows[0].values.images).toBe(`${FRONT}|https://example.com/a.jpg`);
    // No photo at all: every name is missing and the row keeps no images cell.
    const none = matchPhotos([row(4, 'a.jpg|b.jpg')], {});
    expect(none.errors.get(4)?.map((e) => e.message)).toEqual([BULK_PHOTO_MESSAGES.missing('a.jpg'), BULK_PHOTO_MESSAGES.missing('b.jpg')]);
    expect(none.rows[0].values).not.toHaveProperty('images');
  });

  it('lists the added photos no row names, in the order they were added', () => {
    const out = matchPhotos([row(2, 'b.png')], { 'a.jpg': FRONT, 'B.PNG': BACK, 'c.webp': FRONT });
    expect(out.unused).toEqual(['a.jpg', 'c.webp']);
    expect(BULK_PHOTO_MESSAGES.unused(out.unused)).toBe('2 photos are not used by any row: a.jpg, c.webp');
    expect(BULK_PHOTO_MESSAGES.unused(['a.jpg'])).toBe('1 photo is not used by any row: a.jpg');
  });
});

describe('isFileName', () => {
  it('is a name without a scheme or a leading slash', () => {
    expect(['a.jpg', 'photos/a.jpg', 'C:\\x\\a.jpg', 'www.example.com/a.jpg'].map(isFileName)).toEqual([true, true, true, true]);
    expect(['https://x.co/a.jpg', 'http:a.jpg', '/a.jpg', '//x.co/a.jpg', 'data:image/png,x'].map(isFileName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('readPhotoMap (the carried field)', () => {
  it('reads back our own map; nothing carried is no photos', () => {
    const photos = { 'front.jpg': FRONT, 'back.png': BACK };
    expect(readPhotoMap(JSON.stringify(photos))).toEqual({ photos });
    expect(readPhotoMap(null)).toEqual({ photos: {} });
    expect(readPhotoMap('')).toEqual({ photos: {} });
  });

  it('refuses a forged map whole: foreign addresses, other site paths, folders in names, junk', () => {
    const refused = { error: BULK_PHOTO_MESSAGES.notReadable };
    for (const forged of [
      { 'front.jpg': 'https://evil.example/track.gif' },
      { 'front.jpg': `https://musika.test${FRONT}` },
      { 'front.jpg': '/images/seed/mug.jpg' },
      { 'front.jpg': `${MEDIA_FILE_PATH}../../admin` },
      { 'front.jpg': `${FRONT}?u=1` },
      { 'x/front.jpg': FRONT },
      { '': FRONT },
      { 'front.jpg': 42 },
      ['front.jpg', FRONT],
    ])
      expect(readPhotoMap(JSON.stringify(forged)), JSON.stringify(forged)).toEqual(refused);
    expect(readPhotoMap('{not json')).toEqual(refused);
    expect(readPhotoMap(new File(['{}'], 'map.json'))).toEqual(refused);
    const tooMany = Object.fromEntries(Array.from({ length: MAX_KEPT_PHOTOS + 1 }, (_, i) => [`p${i}.jpg`, FRONT]));
    expect(readPhotoMap(JSON.stringify(tooMany))).toEqual(refused);
  });
});

describe('addPhotos', () => {
  it('adds new photos and replaces one of the same name in any case', () => {
    expect(addPhotos({ 'Front.jpg': FRONT, 'side.jpg': FRONT }, [{ name: 'front.JPG', url: BACK }])).toEqual({
      'side.jpg': FRONT,
      'front.JPG': BACK,
    });
  });
});

describe('bulkPhotoProblem (checked in the browser and on the server)', () => {
  const photo = (name: string, size = 10) => ({ name, size });
  it('passes up to the bound of distinct names under 2 MB', () => {
    expect(bulkPhotoProblem(Array.from({ length: MAX_BULK_PHOTOS }, (_, i) => photo(`p${i}.jpg`)))).toBeNull();
  });

  it('refuses too many, the same name twice, a nameless photo and one over 2 MB', () => {
    expect(bulkPhotoProblem(Array.from({ length: MAX_BULK_PHOTOS + 1 }, (_, i) => photo(`p${i}.jpg`)))).toBe(BULK_PHOTO_MESSAGES.tooMany);
    expect(bulkPhotoProblem([photo('a.jpg'), photo('A.JPG')])).toBe(BULK_PHOTO_MESSAGES.sameName('A.JPG'));
    expect(bulkPhotoProblem([photo('')])).toBe(BULK_PHOTO_MESSAGES.badName);
    expect(bulkPhotoProblem([photo('big.jpg', 2 * 1024 * 1024 + 1)])).toBe('The photo is too large (at most 2 MB): big.jpg');
  });
});
