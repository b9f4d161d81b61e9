import { globalStyle, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

/** One column on a phone, two on a tablet, three on a laptop. */
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [above.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.border,
});
export const cardBody = style({ padding: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const cardLink = style({ color: vars.color.text, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  justifySelf: 'start',
});

/** Category tabs: a row that scrolls sideways on a phone instead of wrapping into a wall of links. */
export const tabs = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: `${vars.space.xs} 0`,
  margin: `${vars.space.md} 0`,
  listStyle: 'none',
});
export const tab = style({
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand } },
});

export const searchForm = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', margin: `${vars.space.md} 0`, maxWidth: 560 });
export const searchInput = style({
  flex: '1 1 140px',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
});

export const article = style({ maxWidth: 760 });
export const cover = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md, marginTop: vars.space.md, display: 'block' });
export const content = style({
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflowWrap: 'anywhere',
  '@media': { [above.mobile]: { padding: vars.space.xl } },
});
globalStyle(`${content} h2`, { fontSize: vars.fontSize.lg, margin: `${vars.space.xl} 0 ${vars.space.sm}` });
globalStyle(`${content} h2:first-child`, { marginTop: 0 });
globalStyle(`${content} p, ${content} ul`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${content} ul`, { paddingLeft: vars.space.xl });

/** The video poster: a 16:9 box the iframe later fills exactly, so nothing jumps when it loads. */
export const player = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  marginTop: vars.space.md,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#000',
});
export const posterLink = style({ position: 'absolute', inset: 0, display: 'block', color: vars.color.onBrand });
export const posterImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const playLabel = style({
  position: 'absolute',
  left: vars.space.md,
  bottom: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.7)',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const iframe = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const faqList = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const faq = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: `${vars.space.md} ${vars.space.lg}`,
});
export const faqQuestion = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer', minHeight: 32 });
export const faqAnswer = style({ marginTop: vars.space.sm });
globalStyle(`${faqAnswer} p`, { margin: 0 });
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
