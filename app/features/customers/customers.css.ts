import { style, globalStyle } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

/** On a phone each customer is a card: the header row hides and every cell says what it is (data-label). */
const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} tbody th`, { fontWeight: 600 });
globalStyle(`${table} thead`, { '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${table} tr`, {
  '@media': { [phone]: { display: 'block', padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${table} tbody th, ${table} td`, { '@media': { [phone]: { display: 'block', border: 0, padding: `2px 0` } } });
globalStyle(`${table} td[data-label]::before`, {
  '@media': { [phone]: { content: 'attr(data-label) ": "', color: vars.color.textMuted } },
});
export const whatsApp = style({ fontWeight: 400, whiteSpace: 'nowrap' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
