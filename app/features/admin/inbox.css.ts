/** The support inbox's own pieces (/admin/inbox/): the kind tabs, the opened item and its buttons. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });
export const tab = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[aria-current="page"]': { textDecoration: 'none', color: vars.color.text } },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The sender's text as typed: line breaks kept, long words (links, addresses) broken to fit 360 px. */
export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
