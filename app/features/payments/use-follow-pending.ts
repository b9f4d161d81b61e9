/**
 * Follows a pending payment live: while `pending`, the page's loader runs again every 3 s (a Remix revalidation,
 * which asks the API, which polls Paynow at most every few seconds) and stops once the status is final. Skipped
 * while the tab is hidden or a revalidation is still running. Without JavaScript the page's "Check status"
 * button does the same by hand.
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from '@remix-run/react';

export const FOLLOW_EVERY_MS = 3000;

export function useFollowPending(pending: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && latest.current.state === 'idle') latest.current.revalidate();
    }, FOLLOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending]);
}
