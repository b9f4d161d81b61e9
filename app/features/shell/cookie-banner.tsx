/**
 * Cookie banner (spec §2 overlay 5): at the bottom until the visitor answers. Loaded lazily, and only for a
 * visitor without a stored answer, by shell-overlays.tsx. Session cookies are essential and set anyway; the
 * answer decides the optional ones (the tag manager and any analytics).
 */
import { useLayoutEffect, useRef } from 'react';
import { button } from '~/components/button.css';
import { consentCookie, type Consent } from './consent';
import { useSiteText, type OverlayText } from './site-text';
import * as s from './shell-overlays.css';

/**
 * Room under the footer while the banner is up, so the end of every page can still be scrolled above it.
 * Padding at the end of the body moves nothing that is already on screen.
 */
function useRoomBelow(ref: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const body = document.body;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = `${(ref.current?.offsetHeight ?? 0) + 16}px`;
    return () => {
      body.style.paddingBottom = before;
    };
  }, [ref]);
}

export default function CookieBanner({ onAnswer }: { onAnswer: (consent: Consent) => void }) {
  const ref = useRef<HTMLElement>(null);
  const w = useSiteText()?.overlays ?? ({} as OverlayText);
  useRoomBelow(ref);
  const answer = (consent: Consent) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the string is built and unit-tested in consent.ts; the Cookie Store API is missing in Safari and Firefox.
    document.cookie = consentCookie(consent, window.location.protocol === 'https:');
    onAnswer(consent);
  };
  return (
    <section ref={ref} className={s.banner} aria-label={w.cookie} data-testid="cookie-banner">
      <p className={s.text}>
        {w.cookieText}{' '}
        <a className={s.link} href="/privacy-policy/">
          {w.privacy}
        </a>
      </p>
      <div className={s.actions}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => answer('denied')}>
          {w.decline}
        </button>
        <button type="button" className={button()} onClick={() => answer('accepted')}>
          {w.accept}
        </button>
      </div>
    </section>
  );
}
