import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const order = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const head = style({ display: 'grid', gap: vars.space.xs });
export const number = style({ fontSize: vars.fontSize.lg });
export const status = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandDark });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const items = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const qty = style({ whiteSpace: 'nowrap', padding: `0 ${vars.space.md}`, color: vars.color.textMuted });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
/** The courier line: a buyer looks for it first once the order is on its way. */
export const shipment = style({
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
