import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above.tablet]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: vars.space.xl } },
});

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

export const panelSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  minHeight: 32,
  display: 'flex',
  alignItems: 'center',
});

export const form = style({ display: 'grid', gap: vars.space.lg, marginTop: vars.space.md });
export const group = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const legend = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs });
export const row = style({ display: 'flex', gap: vars.space.sm });
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.sm, minHeight: 32 });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const control = style({
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const sortLabel = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.sm });
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.md,
});
export const suggestions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center', marginTop: vars.space.md });
export const busy = style({ opacity: 0.55, transition: 'opacity 120ms' });
