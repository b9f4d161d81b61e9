import { IMAGE_SIZES, responsiveImage } from '~/lib/image';

interface Props {
  url: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; the rest lazily. */
  eager?: boolean;
  sizes?: string;
}

export function ResponsiveImg({ url, alt, width, height, className, eager, sizes = IMAGE_SIZES }: Props) {
  const img = responsiveImage(url);
  return (
    <img
      className={className}
      src={img.desktop}
      srcSet={img.srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
