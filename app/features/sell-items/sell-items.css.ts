/** All sell items: filters, then cards on phones and a table-like grid from tablets up. */
import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [above.mobile]: { gridTemplateColumns: '2fr 1fr 1fr auto' } },
});
export const select = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

const columns = '28px 56px minmax(0, 3fr) minmax(0, 1.3fr) minmax(0, 1fr) 70px 90px 70px';
export const headRow = style({
  display: 'none',
  '@media': {
    [above.mobile]: {
      display: 'grid',
      gridTemplateColumns: columns,
      gap: vars.space.md,
      padding: `0 ${vars.space.md}`,
      fontSize: vars.fontSize.sm,
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
    },
  },
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '28px 64px minmax(0, 1fr)',
  gridTemplateAreas: '"check photo main" "check photo facts"',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [above.mobile]: { gridTemplateColumns: columns, gridTemplateAreas: 'none', gap: vars.space.md },
  },
});
export const check = style({ gridArea: 'check', width: 22, height: 22, '@media': { [above.mobile]: { gridArea: 'auto' } } });
export const photo = style({
  gridArea: 'photo',
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  '@media': { [above.mobile]: { gridArea: 'auto' } },
});
export const main = style({ gridArea: 'main', minWidth: 0, overflowWrap: 'anywhere', '@media': { [above.mobile]: { gridArea: 'auto' } } });
export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** On phones the facts sit in one wrapped line under the name; from tablets up each is its own column. */
export const facts = style({
  gridArea: 'facts',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  '@media': { [above.mobile]: { display: 'contents' } },
});
export const label = style({ '@media': { [above.mobile]: { display: 'none' } } });
export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
});
export const draft = style([status, { background: vars.color.accentSoft, color: vars.color.text }]);
export const confirm = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
});
