import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * Fixed, so showing it moves nothing. It fades in after 150 ms: a fast navigation finishes before then and
 * never flashes a bar. The sliding segment is indeterminate: we cannot know how long the network takes.
 */
export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 100,
  height: 3,
  overflow: 'hidden',
  background: vars.color.accentSoft,
  pointerEvents: 'none',
  opacity: 0,
  animation: `${appear} 200ms ease-out 150ms forwards`,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.accent,
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
  '@media': {
    // No sliding for people who asked for less motion: a steady bar still says "busy".
    '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { animation: 'none', width: '100%' } } },
  },
});
