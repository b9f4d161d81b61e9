import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The storefront's follow line: count and button side by side, wrapping on a phone. */
export const follow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: `${vars.space.sm} 0` });
export const count = style({ fontWeight: vars.fontWeight.medium });
/** A store nobody follows yet, as a shopper sees it: an invitation, not a big zero. */
export const countNone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** Why the last press did not follow: on its own line under the button. */
export const failure = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const stack = style({ display: 'grid', gap: vars.space.lg, maxWidth: 720 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const sends = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const send = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.sm, overflowWrap: 'anywhere' });
/** The vendor's message as written: line breaks kept, never markup. */
export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${vars.space.sm} 0 0` });
