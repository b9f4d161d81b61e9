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

// Offline shopping's marks (issue 33 §2, decision 029): CSS on attributes of <html>, so they need none of the
// page's JavaScript and never disturb hydration. data-offline: a stored copy the service worker served offline (top,
// in the flow from the first paint); data-connection="offline": set by offline-client.ts (a bar at the foot).

globalStyle('html[data-offline]::before', {
  content: 'attr(data-offline)',
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.accentSoft,
  borderBottom: `2px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

globalStyle('html[data-connection="offline"]::after', {
  // The words in the page's language, from the root loader (site-text.server.ts offlineWords).
  content: 'attr(data-t-offline)',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 96,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

globalStyle('#offline-status', {
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: '4.5rem',
  zIndex: 97,
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

globalStyle('#offline-status button', {
  justifySelf: 'end',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
});
