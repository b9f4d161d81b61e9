import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: 880 });
export const step = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', justifyItems: 'start' });
export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const notes = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The names of the photos added so far: file names are long and unbroken, so they may wrap anywhere. */
export const keptPhotos = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const importBox = style({ display: 'grid', gap: vars.space.md, width: '100%' });
export const progressLabel = style({ display: 'grid', gap: vars.space.xs, fontWeight: vars.fontWeight.medium });
export const progress = style({ width: '100%', height: 12, accentColor: vars.color.brand });
export const tableWrap = style({ width: '100%', overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} td:last-child`, { overflowWrap: 'anywhere' });
