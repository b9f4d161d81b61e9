/** The receipt on screen and on paper: printing shows the receipt alone, in black on white, on one page. */
import { globalStyle, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const receipt = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  '@media': {
    print: {
      border: 0,
      padding: 0,
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      alignContent: 'start',
      visibility: 'visible',
      fontSize: '11pt',
      color: '#000',
    },
  },
});
export const head = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'baseline' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const parties = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [above.mobile]: { gridTemplateColumns: '1fr 1fr' }, print: { gridTemplateColumns: '1fr 1fr' } },
});
export const party = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  fontSize: vars.fontSize.sm,
  fontStyle: 'normal',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const label = style({ fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.05em', color: vars.color.textMuted });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const total = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Print the receipt alone: everything else on the page (header, menus, footer, overlays) is hidden. Only on a page
// that shows a receipt: this stylesheet is shared by other pages, which printed blank while the rule was global.
globalStyle(`body:has(${receipt})`, { '@media': { print: { visibility: 'hidden', background: '#fff' } } });
globalStyle(`${receipt} *`, { '@media': { print: { visibility: 'visible' } } });
