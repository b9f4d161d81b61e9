import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minHeight: 44 });
export const zones = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A town and its fee side by side from a phone up: the town takes the room. */
export const zone = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  // The fee's label wraps to two lines on a phone: the two inputs still line up.
  alignItems: 'end',
  '@media': { [above.mobile]: { maxWidth: 480 } },
});
/** The terms a buyer reads at checkout, per store. */
export const terms = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
