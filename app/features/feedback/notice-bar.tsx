/**
 * The new-version notice bar (spec §2 overlay 2, §9), in the server HTML above the header: shown only while
 * the page is scrolled within 10 px of the top; its close button animates it away for 400 ms and remembers that
 * (localStorage, read again before the next page's first paint), and without JavaScript posts a form that
 * remembers it in a cookie (routes/notice-close.ts);
 * 'Click here' opens the opt-out modal, loaded only then. Without JavaScript 'Click here' is a link to the
 * feedback page. Its words, link and whether it shows are the editors' (issue 29: /admin/content/notice-bar/),
 * read server-side with the layout; 'Click here' opens the modal only while the link is the feedback page.
 */
import { useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Root_LayoutQuery } from '~/graphql/generated/graphql';
import { isPlainClick } from '~/lib/plain-click';
import { href } from '~/routes';
import { closeNoticeBar, noticeVisibleAt } from './feedback-rules';
import { NOTICE_DISMISSED_ATTR, NOTICE_DISMISSED_KEY, readLocal, writeLocal } from './local-flags';
import { useSiteText } from '~/features/shell/site-text';
import * as s from './notice-bar.css';

const OptOutModal = lazy(() => import('./opt-out-modal'));

/** The editors' settings as the layout reads them (null while they cannot be read: no bar then). */
export type NoticeBarSettings = NonNullable<Root_LayoutQuery['noticeBar']>;

export function NoticeBar({ notice }: { notice: NoticeBarSettings | null }) {
  const location = useLocation();
  const [atTop, setAtTop] = useState(true);
  const [closing, setClosing] = useState(false);
  const [gone, setGone] = useState(false);
  const [optOut, setOptOut] = useState(0);
  const cancelClose = useRef<(() => void) | null>(null);
  const w = useSiteText()?.overlays;

  useEffect(() => {
    if (readLocal(NOTICE_DISMISSED_KEY)) setGone(true);
    const onScroll = () => setAtTop(noticeVisibleAt(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelClose.current?.();
    };
  }, []);

  const close = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (closing) return;
    cancelClose.current = closeNoticeBar(
      () => setClosing(true),
      () => {
        writeLocal(NOTICE_DISMISSED_KEY, new Date().toISOString());
        document.documentElement.setAttribute(NOTICE_DISMISSED_ATTR, '');
        setGone(true);
      },
    );
  };

  const feedbackLink = notice?.linkUrl === href('support-feedback');
  const openOptOut = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!feedbackLink || !isPlainClick(event)) return; // a new tab or window still gets the page
    event.preventDefault();
    setOptOut((n) => n + 1);
  };

  const className = [s.notice, !atTop && !closing ? s.noticeScrolled : '', closing ? s.noticeClosing : ''].filter(Boolean).join(' ');
  return (
    <>
      {gone || !notice?.enabled ? null : (
        <section className={className} aria-label={w?.notice} aria-hidden={!atTop || undefined} data-testid="notice-bar">
          <p className={s.text} translate="no">
            {notice.text}
            {notice.linkText && notice.linkUrl ? (
              <>
                {' '}
                {/* The name adds what follows the link (decision 011: what it is for) and still starts with its words. */}
                <a
                  href={notice.linkUrl}
                  className={s.link}
                  onClick={openOptOut}
                  aria-label={notice.textAfter ? `${notice.linkText} ${notice.textAfter.replace(/[.!]+$/, '')}` : undefined}
                >
                  {notice.linkText}
                </a>
              </>
            ) : null}
            {notice.textAfter ? ` ${notice.textAfter}` : null}
          </p>
          {/* A form, so the × works before hydration and without JavaScript: the server remembers the close in a cookie. */}
          <form method="post" action={href('notice-close')} className={s.closeForm}>
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" className={s.close} onClick={close} aria-label={w?.noticeClose}>
              ×
            </button>
          </form>
        </section>
      )}
      {optOut > 0 ? (
        <Suspense fallback={null}>
          <OptOutModal openCount={optOut} />
        </Suspense>
      ) : null}
    </>
  );
}
