import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const figures = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const current = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const standing = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const bidRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const amount = style({ flex: '1 1 140px', minWidth: 0 });
export const history = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
