import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(120deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  '@media': { [above.mobile]: { padding: vars.space.xxl } },
});
export const heroTitle = style({ fontSize: vars.fontSize.xl, lineHeight: 1.2, '@media': { [above.mobile]: { fontSize: '2.25rem' } } });
export const heroText = style({ maxWidth: 560, opacity: 0.92 });
export const heroLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.14)',
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  minHeight: 40,
  display: 'inline-flex',
  alignItems: 'center',
});
export const stores = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const store = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  height: '100%',
});
export const storeLogo = style({ width: 48, height: 48, borderRadius: vars.radius.pill, flex: '0 0 48px' });
export const storeName = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, lineHeight: 1.3 });
