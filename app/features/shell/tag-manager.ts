/**
 * Google Tag Manager, loaded only after the visitor accepted cookies (spec §9) and only when the deployment
 * configured a container (GTM_ID, server/config.ts). Loaded with a dynamic import from shell-overlays.tsx,
 * so a visitor who never accepts downloads none of this. The script is created by our own (trusted) bundle,
 * which the CSP's 'strict-dynamic' allows; security-headers.ts opens connect-src for its beacons.
 */
import type { Consent } from './consent';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The rule in one place: a configured container, and a visitor who said yes. */
export function shouldLoadTagManager(consent: Consent | null | undefined, containerId: string | null | undefined): containerId is string {
  return consent === 'accepted' && Boolean(containerId);
}

type TagWindow = Window & { dataLayer?: unknown[] };

/** Adds GTM's loader once per page, with the dataLayer start event its snippet would have pushed. */
export function loadTagManager(containerId: string) {
  const id = `gtm-${containerId}`;
  if (document.getElementById(id)) return;
  const w = window as TagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
