import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const nav = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.xl} 0`,
});
export const link = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
});
export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
