import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const link = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const thumb = style({ display: 'block', objectFit: 'cover', background: vars.color.page });
