/** The API client pages: the shared card list, an id set apart so it can be read and copied, and the form. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
export { card, list, muted, row, stack } from '~/components/card-list.css';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: 560 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const clientId = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
});
export const revoked = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const details = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
// A definition's value sits under its term, not indented by the browser's default: the cards are narrow at 360 px.
globalStyle(`${details} dd`, { margin: 0 });
export const inlineForm = style({ margin: 0 });
