import { globalStyle, style } from '@vanilla-extract/css';
import { above, breakpoints, vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.xl, maxWidth: 880 });

/** One titled part of the form (basics, categories, contact…). */
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
/**
 * The form's first submit button, out of sight: pressing Enter in a field submits with the first submit button, which
 * must be Save, not the hours' "Copy Monday" further down.
 */
export const defaultSubmit = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
export const copyDays = style({ justifySelf: 'start' });

export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

/** Two fields side by side from tablets up; one under the other on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [above.mobile]: { gridTemplateColumns: '1fr 1fr' } },
});

export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const categoryGrid = style({
  display: 'grid',
  gap: `0 ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
});
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 44 });

export const hoursTable = style({ width: '100%', borderCollapse: 'collapse' });
export const hoursHead = style({ textAlign: 'left', fontSize: vars.fontSize.sm, color: vars.color.textMuted, padding: vars.space.xs });
/** The "Day" column head: on phones each day's name is a line of its own, so the head is not needed. */
export const dayHead = style([hoursHead]);
export const hoursCell = style({ padding: `${vars.space.xs} ${vars.space.xs}`, verticalAlign: 'middle' });
export const dayName = style([hoursCell, { fontWeight: vars.fontWeight.medium, textTransform: 'capitalize', textAlign: 'left' }]);
export const time = style({
  width: '100%',
  minWidth: 0,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const closedBox = style({ width: 24, height: 24 });

/** The word "Closed" beside each box: phones only (wider screens have the column head). */
export const closedText = style({
  '@media': { [above.mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
export const closedLabel = style({ display: 'inline-flex', gap: vars.space.sm, alignItems: 'center', minHeight: 44 });

// Phones (360 px): four columns do not fit, so each day is a line with its name and the Closed box, over its
// opening and closing times side by side.
const phone = `screen and (max-width: ${breakpoints.mobile}px)`;
globalStyle(`${hoursTable}, ${hoursTable} thead, ${hoursTable} tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${hoursTable} tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"day closed" "open close"',
      alignItems: 'center',
      paddingBottom: vars.space.sm,
    },
  },
});
globalStyle(`${hoursTable} td, ${hoursTable} th`, { '@media': { [phone]: { minWidth: 0 } } });
globalStyle(`${hoursTable} tbody th`, { '@media': { [phone]: { gridArea: 'day' } } });
globalStyle(`${hoursTable} tr > :nth-child(2)`, { '@media': { [phone]: { gridArea: 'open' } } });
globalStyle(`${hoursTable} tr > :nth-child(3)`, { '@media': { [phone]: { gridArea: 'close' } } });
globalStyle(`${hoursTable} tr > :nth-child(4)`, { '@media': { [phone]: { gridArea: 'closed', justifySelf: 'end' } } });
globalStyle(`${dayHead}, ${hoursTable} thead th:nth-child(4)`, { '@media': { [phone]: { display: 'none' } } });

export const photoRow = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' });
export const logoPreview = style({
  width: 72,
  height: 72,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const coverPreview = style({ width: '100%', maxWidth: 360, aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: vars.radius.md });

export const actions = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' });
