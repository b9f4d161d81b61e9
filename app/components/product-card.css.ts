import { style, styleVariants } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [above.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/**
 * A short row that must not leave holes (home's Featured: the running ads' products, often fewer than four): from
 * tablets up, as many columns as there are cards.
 */
export const gridOfCount = styleVariants({ 1: [1], 2: [2], 3: [3] }, ([n]) => ({
  '@media': {
    [above.mobile]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
    [above.tablet]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  },
}));

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const imageBox = style({ aspectRatio: '4 / 3', background: vars.color.brandSoft });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.35,
  color: vars.color.text,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    // The whole card is clickable through the name link.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.accent,
  color: vars.color.text,
});
