import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});
export const group = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
});
export const store = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.md });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const line = style({ display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr) auto', gap: vars.space.md, alignItems: 'start' });
export const thumb = style({ width: 72, height: 54, objectFit: 'cover', borderRadius: vars.radius.sm });
export const lineBody = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const warning = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', marginTop: vars.space.xs });
export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const qty = style({
  width: 64,
  minHeight: 40,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: `${vars.space.sm} 0`,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minHeight: 40,
});
export const total = style({ whiteSpace: 'nowrap' });
export const storeTotal = style({ textAlign: 'right', marginTop: vars.space.md, fontWeight: vars.fontWeight.medium });
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const grand = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
