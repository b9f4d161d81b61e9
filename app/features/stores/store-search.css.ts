import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'flex', gap: vars.space.sm, marginBottom: vars.space.lg, maxWidth: 560 });

// minWidth 0: a flex input otherwise keeps its intrinsic width and pushes the button off a 360 px screen.
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
