import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';
import { input } from '~/components/form.css';

export const textarea = style([input, { minHeight: 140, resize: 'vertical', fontFamily: 'inherit', fontSize: vars.fontSize.md }]);
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const card = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card });
export const tiles = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [above.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const tile = style([card, { height: '100%', display: 'grid', gap: vars.space.xs, alignContent: 'start' }]);
export const tileTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs });
export const darkCard = style({
  padding: vars.space.lg,
  background: vars.color.text,
  color: '#d5d9e0',
  borderRadius: vars.radius.md,
  maxWidth: 480,
  margin: `${vars.space.lg} 0`,
});
