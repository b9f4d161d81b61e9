/**
 * Registers the service worker (public/sw.js) at the site root and reports a new version that is waiting.
 * Loaded with a dynamic import once the page is idle, so it costs the first load nothing.
 *
 * The script URL carries the build's manifest version: every deployment is then a new worker, which waits
 * while an old one controls open tabs, and that waiting worker is what the update prompt offers.
 */
type RemixWindow = Window & { __remixManifest?: { version?: string } };

export function serviceWorkerUrl(version: string | undefined): string {
  return version ? `/sw.js?v=${encodeURIComponent(version)}` : '/sw.js';
}

export async function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): Promise<void> {
  const container = navigator.serviceWorker;
  const url = serviceWorkerUrl((window as RemixWindow).__remixManifest?.version);
  // updateViaCache 'none': the browser always revalidates sw.js itself (public/_headers says so as well).
  const registration = await container.register(url, { scope: '/', updateViaCache: 'none' }).catch(() => null);
  if (!registration) return;
  // Offline shopping's page side (banner, queued forms, reports): its own chunk, which the worker then keeps.
  void import('./offline-client').then((m) => m.startOfflineClient()).catch(() => undefined);
  // The first install is not an update: with no controller yet there is no old version to replace.
  const offer = (worker: ServiceWorker) => {
    if (container.controller) onWaiting(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/**
 * Refresh: the waiting worker takes over (skipWaiting) and this tab reloads when it has. Only the tab that
 * asked reloads; another tab whose controller changed keeps what the visitor was typing.
 */
export function applyUpdate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
