import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: 560 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 });
export const roles = style({ display: 'grid', gap: vars.space.sm, border: 'none', margin: 0, padding: 0 });
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
export const select = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  maxWidth: '100%',
});
