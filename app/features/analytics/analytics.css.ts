import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const ranges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const rangeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const tiles = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', margin: 0 });
export const tile = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tileValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const chart = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const chartSvg = style({ display: 'block', width: '100%', height: 160, background: vars.color.page, borderRadius: vars.radius.sm });
export const bar = style({ fill: vars.color.brand });
export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const num = style([cell, { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, padding: `${vars.space.xs} 0` });
export const summary = style({ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', color: vars.color.brand });

export const counters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const counter = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 44,
});
export const counterAlert = style({ background: vars.color.accentSoft });
export const counterValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const cityBar = style({ display: 'block', width: '100%', height: 6, accentColor: vars.color.brand });
