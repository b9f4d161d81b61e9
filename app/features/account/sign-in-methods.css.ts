import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const line = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const email = style({ color: vars.color.textMuted, wordBreak: 'break-all' });
