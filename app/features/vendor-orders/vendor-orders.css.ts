/** The store's orders: filters, the list (cards on phones, rows from tablets up), the order page and forms. */
import { globalStyle, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

// minmax(0, …) and minWidth 0 keep long words (an e-mail, a date input) from widening the page past 360 px.
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });
globalStyle(`${stack} > *`, { minWidth: 0 });
export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [above.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr) auto' } },
});
export const wide = style({ gridColumn: '1 / -1', '@media': { [above.mobile]: { gridColumn: 'auto' } } });
export const select = style({
  width: '100%',
  minWidth: 0,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const busy = style({ opacity: 0.55 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  overflowWrap: 'anywhere',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [above.mobile]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 2fr) minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const unread = style({ borderLeft: `4px solid ${vars.color.brand}` });
export const number = style({ fontWeight: vars.fontWeight.bold });
export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const card = style({
  display: 'grid',
  minWidth: 0,
  overflowWrap: 'anywhere',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const history = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const choices = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 44 });
export const productRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 84px',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const qty = style({
  width: '100%',
  minHeight: 44,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
