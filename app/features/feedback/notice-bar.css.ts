/**
 * The new-version notice bar sits in the page's flow above the header (in the server HTML), so it never
 * covers the header's links and appearing shifts nothing; it is hidden before the first paint for a visitor
 * who closed it (the <html> attribute set by NOTICE_DISMISSED_SCRIPT).
 */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { NOTICE_CLOSE_MS } from './feedback-rules';
import { NOTICE_DISMISSED_ATTR } from './local-flags';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  maxHeight: 120,
  overflow: 'hidden',
  padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
  background: vars.color.accentSoft,
  borderBottom: `1px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
globalStyle(`html[${NOTICE_DISMISSED_ATTR}] ${notice}`, { display: 'none' });

/** Scrolled beyond 10 px: invisible but keeping its room, so the page under the reader does not jump. */
export const noticeScrolled = style({ visibility: 'hidden' });

const collapse = keyframes({ from: { maxHeight: 120, opacity: 1 }, to: { maxHeight: 0, minHeight: 0, opacity: 0, borderBottomWidth: 0 } });
export const noticeClosing = style({ animation: `${collapse} ${NOTICE_CLOSE_MS}ms ease-in forwards` });

export const text = style({ margin: 0, padding: `${vars.space.xs} 0` });
export const link = style({ color: vars.color.brandDark, fontWeight: vars.fontWeight.bold });
export const closeForm = style({ display: 'contents' });
export const close = style({
  flexShrink: 0,
  minWidth: 40,
  minHeight: 40,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  color: vars.color.textMuted,
});
