import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The kind tabs above the category and attribute screens: plain links, current one marked. */
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });
export const tab = style({ display: 'inline-block', padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md });
export const tabCurrent = style([
  tab,
  { background: vars.color.surface, fontWeight: vars.fontWeight.bold, border: `1px solid ${vars.color.border}` },
]);

/** A row's up/down buttons, side by side even on a phone. */
export const inlineForms = style({ display: 'flex', gap: vars.space.xs });
export const inlineForm = style({ margin: 0 });
export const arrow = style({ minWidth: 44, paddingLeft: vars.space.sm, paddingRight: vars.space.sm });

/** A category's name indented by its depth in the tree (no inline styles: the CSP forbids them). */
export const depth = styleVariants({
  0: { display: 'block' },
  1: { display: 'block', paddingLeft: '1.25rem' },
  2: { display: 'block', paddingLeft: '2.5rem' },
  3: { display: 'block', paddingLeft: '3.75rem' },
});

/** A row's slug under its name: a column of its own would squeeze the names on a phone. */
export const slug = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Forms stacked with room between them on the one-category and attributes screens. */
export const sections = style({ display: 'grid', gap: vars.space.xl, maxWidth: '40rem' });
export const terms = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });
