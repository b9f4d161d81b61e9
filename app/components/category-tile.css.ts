import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [above.tablet]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  textDecoration: 'none',
  color: vars.color.text,
});

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.brandSoft });
export const label = style({ padding: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const count = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 400 });
