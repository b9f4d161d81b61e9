/** The photo field's limits as the form checks them before anything is uploaded. */
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTOS_LABEL, photoProblem } from './photo-rules';

const photo = (size: number, name = 'photo.jpg') => ({ size, name });

describe('photoProblem', () => {
  it('accepts no photos, and up to 4 of at most 2 MB', () => {
    expect(photoProblem([])).toBeNull();
    expect(photoProblem([photo(MAX_PHOTO_BYTES), photo(1), photo(1), photo(1)])).toBeNull();
  });

  it('refuses a fifth photo', () => {
    expect(photoProblem([photo(1), photo(1), photo(1), photo(1), photo(1)])).toBe('At most 4 photos');
  });

  it('refuses a photo over 2 MB, naming it', () => {
    expect(photoProblem([photo(1), photo(MAX_PHOTO_BYTES + 1, 'IMG_2044.jpg')])).toBe('The photo is too large (at most 2 MB): IMG_2044.jpg');
    expect(photoProblem([{ size: MAX_PHOTO_BYTES + 1 }])).toBe('The photo is too large (at most 2 MB)');
  });

  it('says the limits in the label', () => {
    expect(PHOTOS_LABEL).toBe('Photos (optional, up to 4, 2 MB each)');
    expect(MAX_PHOTO_BYTES).toBe(2 * 1024 * 1024);
  });
});
