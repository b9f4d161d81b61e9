import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** Secondary, beside the USD amount: small and muted, and allowed to wrap to its own line on a phone. */
export const zig = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});
export const dual = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs });
export const stacked = style({ display: 'block', textAlign: 'right' });
