import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const tabs = style({ display: 'flex', gap: vars.space.sm, marginBottom: vars.space.lg });
export const tab = style({
  flex: 1,
  minHeight: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, fontWeight: 700 } },
});
export const loading = style({ minHeight: 200, color: vars.color.textMuted });
