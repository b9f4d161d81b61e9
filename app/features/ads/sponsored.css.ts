import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The slot: its height is set by its cards, which are all one fixed shape (below), so nothing moves in or out. */
export const slot = style({ display: 'grid', gap: vars.space.sm, marginBlock: vars.space.lg });

export const heading = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, margin: 0 });

/** A store's logo in the product image's box (4/3): a store card is exactly as tall as a product card. */
export const logoBox = style({ display: 'grid', placeItems: 'center', aspectRatio: '4 / 3', background: vars.color.brandSoft });
export const logo = style({ width: 96, height: 96, objectFit: 'contain' });

/** The card is the mark's containing block, so the mark sits on the picture's corner, not below it. */
export const card = style({ position: 'relative' });

/** The visible "Sponsored" mark: on the card, not only in the heading, so a shared or cropped card still says so. */
export const mark = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.text,
  color: vars.color.onBrand,
});

/** Two lines of title whatever its length: the card's body keeps one height. */
export const body = style({ minHeight: '5.5rem' });
