import { keyframes, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

/**
 * Fixed over the main area (its top is measured from <main>), so it moves nothing. It fades in after 300 ms:
 * a fast navigation is done before then and never flashes grey boxes. Clicks pass through to the page.
 */
export const overlay = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  overflow: 'hidden',
  background: vars.color.page,
  pointerEvents: 'none',
  opacity: 0,
  animation: `${appear} 150ms ease-out 300ms forwards`,
});

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.lg}` });

export const block = style({
  background: vars.color.border,
  borderRadius: vars.radius.md,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const line = style([block, { height: 14, marginBottom: vars.space.md }]);
export const title = style([block, { height: 28, width: '60%', marginBottom: vars.space.lg }]);

export const productLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [above.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const photo = style([block, { aspectRatio: '1 / 1', width: '100%', borderRadius: vars.radius.lg }]);

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [above.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style([block, { aspectRatio: '3 / 4' }]);
