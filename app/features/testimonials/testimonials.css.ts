import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const section = style({ marginTop: vars.space.xxl });

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.lg}` });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [above.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const quote = style({ margin: 0, lineHeight: 1.55 });

export const more = style({ margin: 0 });

/** The native disclosure: opens without JavaScript. A visible, thumb-sized target. */
export const summary = style({
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} 0`,
  minHeight: 32,
});

export const who = style({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const name = style({ fontWeight: vars.fontWeight.bold, fontStyle: 'normal' });

export const role = style({
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
});

export const video = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });
