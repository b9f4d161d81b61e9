import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
export { card, list, muted, row, stack } from '~/components/card-list.css';

export const balance = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline', justifyContent: 'space-between' });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))', gap: vars.space.xs, margin: 0 });
export const figure = style({ display: 'grid', gap: vars.space.xxs });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const badge = styleVariants({
  ACTIVE: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandDark }],
  SCHEDULED: [badgeBase, { background: vars.color.page, color: vars.color.text, border: `1px solid ${vars.color.border}` }],
  PAUSED: [badgeBase, { background: vars.color.accentSoft, color: vars.color.text }],
  ENDED: [badgeBase, { background: vars.color.page, color: vars.color.textMuted }],
  OUT_OF_FUNDS: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: 560 });
export const twoFields = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' });
// A date input's own minimum width would push a 360 px page sideways: let the fields shrink to their column.
globalStyle(`${twoFields} > *`, { minWidth: 0 });
globalStyle(`${twoFields} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });
export const inlineForm = style({ display: 'inline' });
/** The clicks drawn over the impressions bars of the chart. */
export const clickBar = style({ fill: vars.color.brandDark });
