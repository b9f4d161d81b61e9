import { IMAGE_SIZES, responsiveImage } from '~/lib/image';

interface Props {
  url: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; the rest lazily (the browser skips them until they near the viewport). */
  eager?: boolean;
  /**
   * The page's likely LCP image: eager and fetched at high priority, so it is not queued behind the other
   * images (Lighthouse "LCP request discovery"). Give it to one or two images per page, no more.
   */
  priority?: boolean;
  sizes?: string;
}

// React 18 does not know the camelCase `fetchPriority` prop (it warns and writes it as-is); the lowercase
// attribute passes through untouched. The object spread keeps TypeScript, which only types the camelCase
// form, out of the way.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function ResponsiveImg({ url, alt, width, height, className, eager, priority, sizes = IMAGE_SIZES }: Props) {
  const img = responsiveImage(url);
  return (
    <img
      className={className}
      src={img.desktop}
      srcSet={img.srcSet}
      sizes={sizes}
      alt={alt}
      // Always set, so the browser reserves the box before the image arrives (no layout shift).
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? HIGH_PRIORITY : null)}
    />
  );
}
