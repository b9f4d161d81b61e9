import type { MouseEvent } from 'react';

/**
 * A plain left click on a link, which a page may take over (open a panel instead of leaving). With a modifier
 * key or another button the visitor asked for a new tab, a window or a download: the link must do that.
 */
export function isPlainClick(event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'button'>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}
