import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const dialog = style({
  width: 'min(440px, calc(100vw - 24px))',
  maxHeight: 'calc(100vh - 24px)',
  padding: vars.space.xl,
  border: 0,
  borderRadius: vars.radius.lg,
  boxShadow: '0 16px 48px rgba(16,24,40,0.3)',
  selectors: { '&::backdrop': { background: 'rgba(16, 24, 40, 0.55)' } },
});
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const close = style({
  minWidth: 44,
  minHeight: 44,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  color: vars.color.textMuted,
});
