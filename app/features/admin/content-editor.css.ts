import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The HTML box: tall enough to see a few paragraphs, monospace so tags read as tags. */
export const source = style({
  minHeight: 280,
  resize: 'vertical',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 44 });
/** The preview: framed and labelled, so it is never mistaken for the saved item. */
export const preview = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `${vars.space.lg} 0`,
});
export const status = style({ fontWeight: vars.fontWeight.bold });
