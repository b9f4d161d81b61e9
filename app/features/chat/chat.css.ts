import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const thread = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: '60vh',
  overflowY: 'auto',
  background: vars.color.page,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

const bubble = {
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} as const;

export const theirs = style({ ...bubble, justifySelf: 'start', background: vars.color.surface });
export const mine = style({ ...bubble, justifySelf: 'end', background: vars.color.brandSoft });

export const meta = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** Text as typed: its line breaks kept, long words and links broken so nothing overflows at 360 px. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const composer = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });

export const textarea = style({
  width: '100%',
  minHeight: 88,
  padding: vars.space.sm,
  font: 'inherit',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'inline-block',
  minWidth: 20,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
