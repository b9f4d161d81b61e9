import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

const block = style({
  background: vars.color.border,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const placeholder = style({ display: 'grid', gap: vars.space.lg });
export const title = style([block, { height: 28, width: '45%' }]);
export const tiles = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' });
export const tile = style([block, { height: 88 }]);
export const line = style([block, { height: 16 }]);
export const lineShort = style([block, { height: 16, width: '60%' }]);
