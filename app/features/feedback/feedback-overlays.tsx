/**
 * The support widget's floating button (spec §2 overlay 4). This file is in every page's first load, so it
 * holds only the button (a link to /support/feedback: it works without JavaScript); the panel is a chunk
 * loaded when it is first opened. The new-version notice bar is in the page flow (notice-bar.tsx, root.tsx).
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { isPlainClick } from '~/lib/plain-click';
import { href } from '~/routes';
import { useSiteText } from '~/features/shell/site-text';
import * as s from './overlays.css';

const SupportWidget = lazy(() => import('./support-widget'));

export function FeedbackOverlays() {
  // 0: never opened (the panel's chunk is not loaded); each press counts up and opens it again.
  const [openCount, setOpenCount] = useState(0);
  const w = useSiteText()?.overlays;

  const openPanel = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return; // a new tab or window still gets the page
    event.preventDefault();
    setOpenCount((n) => n + 1);
  };

  return (
    <>
      <a href={href('support-feedback')} className={s.fab} onClick={openPanel} aria-haspopup="dialog" aria-label={w?.helpLabel}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z" />
        </svg>
        <span className={s.fabLabel}>{w?.help}</span>
      </a>
      {openCount > 0 ? (
        <Suspense fallback={null}>
          <SupportWidget openCount={openCount} />
        </Suspense>
      ) : null}
    </>
  );
}
