import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.xl, maxWidth: 880 });

/** The numbered steps (overlay 7): a row of numbered buttons, wrapping on phones. */
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[aria-current="step"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
export const stepNumber = style({ fontWeight: vars.fontWeight.bold });

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const pair = style({ display: 'grid', gap: vars.space.lg, '@media': { [above.mobile]: { gridTemplateColumns: '1fr 1fr' } } });

export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const textarea = style([control, { minHeight: 120 }]);

/** One size/colour row: four small fields, two by two on phones. */
/** A <fieldset> (one group per size) without the browser's border and spacing. */
export const sizeRow = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr 1fr',
  '@media': { [above.mobile]: { gridTemplateColumns: '1fr 1fr 1fr 1fr' } },
});

export const photos = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const photo = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const thumb = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const photoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const small = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
export const mainBadge = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, color: vars.color.brandDark });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const review = style({ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const reviewTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const reviewValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The form's default button (what Enter presses): first in the form, out of sight. */
export const defaultButton = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
});
export const reviewRow = style({ display: 'contents' });
