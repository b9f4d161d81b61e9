/** Product images: the first large (loaded eagerly: it is the page's main content), the rest as thumbnails. */
import { ResponsiveImg } from '~/components/responsive-img';
import * as s from './product-page.css';

interface Img {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** noPhoto: "No photo of …" in the page's language. */
export function ProductGallery({ images, name, noPhoto }: { images: Img[]; name: string; noPhoto: string }) {
  const [first, ...rest] = images;
  if (!first) return <div className={s.mainImage} role="img" aria-label={noPhoto} />;
  return (
    // The photos' descriptions (alt) are the store's words (translate="no": issue 33 §3).
    <div className={s.gallery} translate="no">
      <ResponsiveImg
        className={s.mainImage}
        url={first.url}
        alt={first.alt || name}
        width={first.width}
        height={first.height}
        sizes="(max-width: 991px) 100vw, 60vw"
        priority
      />
      {rest.length > 0 ? (
        <div className={s.thumbs}>
          {rest.map((img) => (
            <ResponsiveImg key={img.url} className={s.thumb} url={img.url} alt={img.alt || name} width={img.width} height={img.height} sizes="25vw" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
