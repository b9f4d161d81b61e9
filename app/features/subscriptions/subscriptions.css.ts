import { globalStyle, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const cardCurrent = style([card, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const price = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const status = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.page,
});
export const statusOk = style([status, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);
export const statusBad = style([status, { borderColor: vars.color.danger, background: vars.color.dangerSoft }]);
export const statusTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const payments = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const paymentRow = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [above.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const balance = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const details = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });
