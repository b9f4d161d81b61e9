import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** A one-button form (publish, remove, move) sitting in a row with its neighbours. */
export const inline = style({ display: 'inline-flex', gap: vars.space.xs, margin: 0 });
/** Table buttons: still 44 px tall for fingers, narrower than page buttons so a row fits 360 px. */
export const small = style({ paddingLeft: vars.space.md, paddingRight: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const sub = style({ paddingLeft: vars.space.xl });
export const section = style({ margin: `0 0 ${vars.space.xl}` });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 640, margin: `0 0 ${vars.space.lg}` });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' });
export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 44 });
export const preview = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  margin: `0 0 ${vars.space.lg}`,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const url = style({ wordBreak: 'break-all' });
