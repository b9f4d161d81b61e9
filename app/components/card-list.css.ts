/**
 * The dashboard's list-of-cards pages (ads, bookings, staff): a page stack, a wrapping row of actions, muted
 * notes, and a bare list of bordered cards. One definition, so those pages keep one look.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
