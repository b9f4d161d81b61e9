import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

/** Fixed to the bottom: showing it after hydration moves nothing on the page (no layout shift). */
export const banner = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 90,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
  '@media': { [above.mobile]: { left: '50%', right: 'auto', transform: 'translateX(-50%)', width: 'min(720px, calc(100% - 32px))' } },
});

export const text = style({ flex: '1 1 260px', margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

/** The update prompt sits at the top so it never covers the cookie banner or the support button. */
export const prompt = style([
  banner,
  { top: vars.space.sm, bottom: 'auto', zIndex: 95, borderColor: vars.color.brand, background: vars.color.brandSoft },
]);

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, flex: '1 1 200px' });
