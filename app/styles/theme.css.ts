/**
 * Design tokens (vanilla-extract theme contract). Components use `vars`, never raw colours or sizes.
 * Breakpoints are the spec's (§9): mobile 767, tablet 991, laptop_xs 1200, laptop 1600.
 */
import { createGlobalTheme } from '@vanilla-extract/css';

export const breakpoints = { mobile: 767, tablet: 991, laptopXs: 1200, laptop: 1600 } as const;

/** Media queries from the breakpoints: `above.mobile` is wider than a phone. */
export const above = {
  mobile: `screen and (min-width: ${breakpoints.mobile + 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet + 1}px)`,
  laptopXs: `screen and (min-width: ${breakpoints.laptopXs + 1}px)`,
  laptop: `screen and (min-width: ${breakpoints.laptop + 1}px)`,
} as const;

export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0b7a3e',
    brandDark: '#075a2d',
    brandSoft: '#e7f4ec',
    accent: '#f2b705',
    accentSoft: '#fff6d6',
    text: '#1d2433',
    textMuted: '#5b6475',
    surface: '#ffffff',
    page: '#f5f6f8',
    border: '#e2e5ea',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    onBrand: '#ffffff',
    focus: '#1b64f2',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)' },
  layout: { maxWidth: '1280px' },
});
