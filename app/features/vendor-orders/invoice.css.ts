import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const sheet = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxWidth: 800,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const parties = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.lg });
export const party = style({ fontStyle: 'normal', display: 'grid', gap: 2 });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${table} .num`, { textAlign: 'right', whiteSpace: 'nowrap' });
export const tick = style({ display: 'inline-block', width: 16, height: 16, border: `1px solid ${vars.color.text}` });
export const slip = style({ breakBefore: 'page' });

// On paper only the sheets: not the site's header, footer, notice, Help button, the dashboard's side and head.
globalStyle(`body:has(${sheet}) :is(header, footer, [data-no-print], [data-testid="notice-bar"], a[aria-haspopup="dialog"])`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${sheet}`, { '@media': { print: { border: 0, padding: 0 } } });
