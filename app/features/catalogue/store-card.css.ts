import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [above.laptopXs]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const card = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  height: '100%',
});
export const logo = style({ width: 56, height: 56, borderRadius: vars.radius.pill, flex: '0 0 56px' });
export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const name = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
