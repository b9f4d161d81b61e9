/**
 * The /developers/ pages: readable text, and code that wraps at 360 px instead of widening the page. Wrapped, not
 * scrolled sideways: a scrolling box would have to be focusable for keyboard users (axe's scrollable-region rule),
 * and soft wraps do not change what a copied command or answer holds.
 */
import { style } from '@vanilla-extract/css';
import { input } from '~/components/form.css';
import { above, vars } from '~/styles/theme.css';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const prose = style({ maxWidth: '72ch', display: 'grid', gap: vars.space.md, lineHeight: 1.55 });
export const code = style({ fontFamily: MONO, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const pre = style({
  fontFamily: MONO,
  fontSize: vars.fontSize.sm,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.text,
  color: vars.color.page,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});
export const steps = style({ display: 'grid', gap: vars.space.xl, padding: 0, listStyle: 'none', margin: `${vars.space.lg} 0 0` });
export const step = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const stepTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: 0,
  margin: `${vars.space.md} 0`,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** Wide tables scroll inside their box at 360 px. */
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });
export const typeList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [above.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const typeSummary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const members = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg });
export const member = style({ display: 'grid', gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const signature = style({ fontFamily: MONO, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const args = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const deprecated = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const editor = style([input, { minHeight: 160, fontFamily: MONO, fontSize: vars.fontSize.sm, resize: 'vertical' }]);
export const explorer = style({
  display: 'grid',
  // minmax(0, …): a long answer line scrolls inside its box instead of widening the page at 360 px.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const result = style([pre, { minHeight: 160 }]);
export const runRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
