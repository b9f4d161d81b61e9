/**
 * Responsive images (spec §9): http URLs are upgraded to https; srcset offers 425w, 768w and 1280w with
 * the image breakpoints 425 and 768 px. Site-relative URLs (our own assets) pass through.
 */
export const IMAGE_WIDTHS = [425, 768, 1280] as const;
export const IMAGE_SIZES = '(max-width: 425px) 425px, (max-width: 768px) 768px, 1280px';

export function toHttps(url: string): string {
  return url.startsWith('http://') ? `https://${url.slice('http://'.length)}` : url;
}

function withWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export interface ResponsiveImage {
  mobile: string;
  tablet: string;
  desktop: string;
  srcSet: string;
}

export function responsiveImage(url: string): ResponsiveImage {
  const safe = toHttps(url);
  const [mobile, tablet, desktop] = IMAGE_WIDTHS.map((w) => withWidth(safe, w));
  return {
    mobile,
    tablet,
    desktop,
    srcSet: IMAGE_WIDTHS.map((w, i) => `${[mobile, tablet, desktop][i]} ${w}w`).join(', '),
  };
}
