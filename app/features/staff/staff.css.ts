import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
export { card, list, muted, row, stack } from '~/components/card-list.css';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: 560 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
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
