import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.lg });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const prefixed = style({ display: 'flex' });
export const prefix = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.page,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
export const prefixedInput = style([input, { borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0` }]);
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const notice = style([alert, { background: vars.color.brandSoft, color: vars.color.brandDark }]);
export const card = style({
  maxWidth: 480,
  margin: `${vars.space.lg} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.lg,
});
export const choices = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', border: 0, padding: 0, margin: 0 });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 44 });
export const links = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });
