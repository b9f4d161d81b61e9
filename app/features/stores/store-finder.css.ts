import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const mapFrame = style({ position: 'relative', width: '100%', maxWidth: 560 });
export const tileMap = style({ width: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.md, overflow: 'hidden' });
export const hidden = style({ display: 'none' });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm, counterReset: 'store' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const number = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const name = style({ fontWeight: vars.fontWeight.bold });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
