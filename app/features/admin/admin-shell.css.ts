import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

// Phones: the menu is a row that scrolls sideways above the screen; wider: a column beside it.
export const shell = style({
  display: 'grid',
  gap: vars.space.lg,
  // minmax(0, …): a wide audit table scrolls inside its box instead of widening the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [above.tablet]: { gridTemplateColumns: '200px minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  '@media': { [above.tablet]: { flexDirection: 'column' } },
});

export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandDark, fontWeight: vars.fontWeight.bold } },
});

export const roles = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.md}` });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
});

export const cardValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', wordBreak: 'break-all' });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  alignItems: 'end',
  marginBottom: vars.space.lg,
});

export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', marginTop: vars.space.md });
export const qr = style({ width: '220px', maxWidth: '100%', background: '#fff', padding: vars.space.sm });
export const codes = style({ columns: 2, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.md });
