import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const notice = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accent}`,
});
export const text = style({ margin: 0 });
