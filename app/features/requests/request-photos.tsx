/**
 * A buyer request's photos as a row of small thumbnails, each opening the full photo. Lazy and sized, so a
 * phone on slow data fetches them only when they scroll into view and the page does not jump as they load.
 * The thumbnails are the photos themselves scaled by the browser: uploads are at most 2 MB and there are at
 * most 4, and the site has no image resizing service.
 */
import * as s from './request-photos.css';

export const THUMB_SIZE = 96;

/** `label`: the list's name in the page's language; English when a page does not give it. */
export function RequestPhotos({ photos, title, label = 'Photos' }: { photos: readonly string[]; title: string; label?: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={s.row} aria-label={label}>
      {photos.map((url, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, server-rendered list that never reorders; the same address may be listed twice.
        <li key={`${i}:${url}`}>
          <a className={s.link} href={url}>
            <img
              className={s.thumb}
              src={url}
              alt={`${title} (${i + 1} of ${photos.length})`}
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
