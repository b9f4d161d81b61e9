import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';
import * as shared from '~/components/card-list.css';

export { list, muted, row, stack } from '~/components/card-list.css';

export const card = style([shared.card, { overflowWrap: 'anywhere' }]);
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline', justifyContent: 'space-between' });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 560 });
export const inlineForm = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
globalStyle(`${form} input, ${form} textarea, ${inlineForm} input`, { maxWidth: '100%', boxSizing: 'border-box' });
export const textarea = style({
  width: '100%',
  minHeight: 80,
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const badge = styleVariants({
  REQUESTED: [badgeBase, { background: vars.color.accentSoft, color: vars.color.text }],
  PROPOSED: [badgeBase, { background: vars.color.accentSoft, color: vars.color.text }],
  ACCEPTED: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandDark }],
  CONFIRMED: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandDark }],
  DECLINED: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  CANCELLED: [badgeBase, { background: vars.color.page, color: vars.color.textMuted }],
});

/** Day choices and slot choices: chips that wrap, big enough to tap. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 64,
  textAlign: 'center',
});
export const chipCurrent = style({ borderColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: vars.fontWeight.bold });
export const chipOff = style({ color: vars.color.textMuted, textDecoration: 'line-through', background: vars.color.page });
export const slotInput = style({ marginRight: vars.space.xs });

/** The calendar: a list of days on a phone; a 7-column grid (week and month views) on wider screens. */
export const calendarNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const grid = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [above.mobile]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } },
});
export const dayList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const dayCell = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  minWidth: 0,
  background: vars.color.surface,
});
// In the month grid on a phone, days without bookings are left out: the month reads as a list.
export const emptyOnPhone = style({ display: 'none', '@media': { [above.mobile]: { display: 'block', minHeight: 72 } } });
export const otherMonth = style({ opacity: 0.55 });
export const today = style({ borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` });
export const dayHead = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const entries = style({
  display: 'grid',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  fontSize: vars.fontSize.sm,
});
export const entry = style({
  display: 'block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});
export const entryHire = style({ background: vars.color.accentSoft });
