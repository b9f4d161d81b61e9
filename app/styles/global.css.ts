/** A small reset and page defaults. */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.page,
});
globalStyle('img, svg', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: vars.color.brand });
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// Low-data mode's photo placeholders and footer line (written by the edge, server/low-data-page.ts): a box of
// the photo's size (its <svg> carries the proportions; the CSP allows no style attribute) with its weight on it.
globalStyle('.ld-photo', {
  position: 'relative',
  display: 'block',
  minHeight: '3rem',
  background: vars.color.page,
  outline: '1px dashed currentColor',
  outlineOffset: '-1px',
  color: vars.color.text,
});
globalStyle('.ld-photo > svg', { width: '100%' });
globalStyle('.ld-photo > span', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
globalStyle('.ld-bar', { paddingBlock: '0.75rem', textAlign: 'center', fontSize: vars.fontSize.sm });
