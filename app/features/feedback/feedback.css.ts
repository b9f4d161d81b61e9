/** The feedback panels, forms, notice bar and rating popover: loaded with their chunks, not on first load. */
import { style } from '@vanilla-extract/css';
import { vars, above } from '~/styles/theme.css';

/** The support widget's dialog sits at the bottom right on wide screens, like the button that opens it. */
export const panel = style({
  '@media': { [above.mobile]: { margin: `auto ${vars.space.lg} ${vars.space.lg} auto` } },
});

export const tabs = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  flex: 1,
  minHeight: 44,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
});

export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
});

export const ratings = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const legend = style({ fontWeight: vars.fontWeight.medium, marginBottom: vars.space.xs, padding: 0 });
export const ratingOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:has(input:checked)': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stack = style({ display: 'grid', gap: vars.space.md });

// Fixed at the top: appearing after hydration moves nothing (no layout shift).
export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.brandDark,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: 32,
});
export const iconClose = style({
  minWidth: 40,
  minHeight: 40,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  color: vars.color.textMuted,
});

export const checks = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 36 });

/** The feature-rating popover: floats under its anchor, over the content, so showing it shifts nothing. */
export const anchor = style({ position: 'relative', height: 0 });
export const popover = style({
  position: 'absolute',
  top: vars.space.sm,
  right: 0,
  zIndex: 40,
  width: 'min(340px, calc(100vw - 24px))',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 12px 32px rgba(16,24,40,0.22)',
});
export const popoverHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const popoverTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
