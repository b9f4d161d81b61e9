import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// minmax(0, 1fr): a wide table scrolls in its own box instead of stretching the column past a phone's width.
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: 860 });
/** The three balances: one column on a phone, side by side from a tablet up. */
export const balances = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const balance = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });
export const balanceLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const balanceValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
/** A long table scrolls inside its box on a phone instead of widening the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const amount = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
