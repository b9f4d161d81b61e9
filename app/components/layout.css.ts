import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

// Side padding only, as longhands: the `padding` shorthand also set top and bottom to 0, wiping out the
// vertical padding of whatever shares the element (main's space under the header, the header bar's).
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  '@media': { [above.mobile]: { paddingLeft: vars.space.xl, paddingRight: vars.space.xl } },
});

export const main = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xxl, minHeight: '60vh' });

export const section = style({ margin: `${vars.space.xl} 0` });

export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const pageTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  '@media': { [above.mobile]: { fontSize: vars.fontSize.xxl } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const crumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xs } },
});

export const empty = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  color: vars.color.textMuted,
});
