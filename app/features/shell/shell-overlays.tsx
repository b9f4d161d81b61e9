/**
 * The cookie banner, the tag manager after consent, the service worker's update prompt, and the loading
 * placeholders of product and category pages during client navigation. This file is in
 * every page's first load, so it only checks a cookie and schedules work; the banner, the prompt, the tag
 * manager and the registration code are separate chunks loaded when needed (issue 13: ≤ 8 KB on home).
 * Nothing renders on the server: the page HTML is shared by all anonymous visitors (server/page-cache.ts).
 */
import { useLocation, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readConsent, type Consent } from './consent';
import { placeholderForNavigation } from './placeholder-routes';

const CookieBanner = lazy(() => import('./cookie-banner'));
const UpdatePrompt = lazy(() => import('./update-prompt'));
const LoadingPlaceholder = lazy(() => import('./loading-placeholder'));

/** The container id from the root loader (publicConfig.tagManagerId). */
function useTagManagerId(): string | null {
  const root = useRouteLoaderData('root') as { tagManagerId?: string | null } | undefined;
  return root?.tagManagerId ?? null;
}

/** After the page has loaded and the main thread is free: registering must not compete with hydration. */
function whenIdle(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function ShellOverlays() {
  const tagManagerId = useTagManagerId();
  // undefined: not read yet (the server render and the first client render must match).
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const placeholder = placeholderForNavigation(useNavigation(), useLocation().pathname);

  useEffect(() => setConsent(readConsent(document.cookie)), []);

  useEffect(() => {
    if (consent !== 'accepted' || !tagManagerId) return;
    void import('./tag-manager').then((m) => m.shouldLoadTagManager(consent, tagManagerId) && m.loadTagManager(tagManagerId));
  }, [consent, tagManagerId]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    whenIdle(() => void import('./service-worker-client').then((m) => m.registerServiceWorker(setWaiting)));
  }, []);

  // Until the cookie is read (the first client render matches the server's: nothing), no Suspense boundary
  // exists. A boundary in the server's HTML hydrates after the rest of the page, and the setConsent above
  // re-rendered it before that on a slow phone: React threw error #421 for each and rendered them again
  // (issue 31 item 4). Mounted after hydration, they are plain client boundaries.
  if (consent === undefined) return null;
  // One boundary each: a chunk still loading must not hide another overlay that is ready.
  return (
    <>
      <Suspense fallback={null}>{consent === null ? <CookieBanner onAnswer={setConsent} /> : null}</Suspense>
      <Suspense fallback={null}>{placeholder ? <LoadingPlaceholder kind={placeholder} /> : null}</Suspense>
      <Suspense fallback={null}>{waiting ? <UpdatePrompt worker={waiting} onLater={() => setWaiting(null)} /> : null}</Suspense>
    </>
  );
}
