import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const badge = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: '999px',
  background: vars.color.danger,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textAlign: 'center',
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { '&[data-unread="true"]': { background: vars.color.surface } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
