import { globalStyle, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.text,
  color: '#d5d9e0',
  padding: `${vars.space.xl} 0`,
  fontSize: vars.fontSize.sm,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [above.mobile]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const heading = style({ color: '#ffffff', fontSize: vars.fontSize.md, marginBottom: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const link = style({ color: '#d5d9e0', textDecoration: 'none', ':hover': { color: '#ffffff', textDecoration: 'underline' } });
export const legal = style({ marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: '1px solid #3a4356', color: '#a9b0bd' });
// The low-data switch in the legal line is a bare <a> (no class: site-footer.tsx says why), lit like the footer's links.
globalStyle(`${legal} a`, { color: '#d5d9e0', textDecoration: 'underline' });

export const newsletter = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.lg, maxWidth: 420 });
export const newsletterRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const newsletterInput = style({
  flex: '1 1 180px',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid #3a4356',
  fontSize: vars.fontSize.md,
});
export const newsletterButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: 0,
  background: vars.color.accent,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
export const newsletterOk = style({ color: '#b7f0cd', margin: 0 });
export const newsletterError = style({ color: '#ffb4ab', margin: 0 });
