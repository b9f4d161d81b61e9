import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  minHeight: 44,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
});
export const title = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandDark });
export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
