import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const article = style({ maxWidth: 760 });
export const content = style({
  marginTop: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
globalStyle(`${content} h2`, { fontSize: vars.fontSize.lg, margin: `${vars.space.xl} 0 ${vars.space.sm}` });
globalStyle(`${content} h2:first-child`, { marginTop: 0 });
globalStyle(`${content} p, ${content} ul`, { margin: `0 0 ${vars.space.md}` });
