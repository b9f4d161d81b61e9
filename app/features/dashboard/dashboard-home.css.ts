import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const lead = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const tiles = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' });
export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const figure = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const bar = style({ width: '100%', height: 8, accentColor: vars.color.brand });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const products = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const product = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
