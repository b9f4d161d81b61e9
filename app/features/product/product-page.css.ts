import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.sm });
export const mainImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const thumbs = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.sm });
export const thumb = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  alignSelf: 'start',
});
export const bigPrice = style({ fontSize: vars.fontSize.xl });
export const status = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
});
export const approved = style([status, { background: vars.color.brandSoft, color: vars.color.brandDark }]);
export const rejected = style([status, { background: vars.color.dangerSoft, color: vars.color.danger }]);

export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const specRow = style({ display: 'contents' });
export const specTerm = style({ color: vars.color.textMuted });
export const specValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const description = style({ whiteSpace: 'pre-line', maxWidth: 720 });
export const seller = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const sellerLogo = style({ width: 48, height: 48, borderRadius: vars.radius.pill });
export const variations = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const addToCart = style({ display: 'grid', gap: vars.space.md });
export const buyRow = style({ display: 'grid', gridTemplateColumns: '96px 1fr', gap: vars.space.md, alignItems: 'end' });
export const saveButton = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger } },
});
export const reviews = style({ display: 'grid', gap: vars.space.md, maxWidth: 720 });
export const reviewList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const report = style({ marginTop: vars.space.xl, fontSize: vars.fontSize.sm, maxWidth: 480 });
