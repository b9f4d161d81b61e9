import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const screen = style({
  maxWidth: 560,
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'center',
});
export const code = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, letterSpacing: '0.08em' });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
