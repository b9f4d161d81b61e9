/*
 * Musika's service worker (registered at the site root by app/features/shell/service-worker-client.ts).
 *
 * - App shell: the hashed /assets/* files it sees and the favicon, cache-first (a hashed file never changes).
 * - Navigations: network-first; offline, the last copy of that public page, else /offline.html.
 * - Never stored: a logged-in or personal page, any response to a request with a session, a POST, or a
 *   response that is private, no-store or sets a cookie. The server marks every page that is not the shared
 *   anonymous one 'private, no-store' (server/page-cache-headers.ts), and the rule below refuses it.
 * - A new version waits until the visitor accepts the update prompt (message SKIP_WAITING).
 *
 * The rules are plain functions at the top so app/features/shell/service-worker-rules.test.ts can load and
 * test them; the listeners below are attached only inside a service worker.
 */

var VERSION = 'v1';
var SHELL_CACHE = `musika-shell-${VERSION}`;
var PAGE_CACHE = `musika-pages-${VERSION}`;
// The static public/offline.html, at the address the asset server gives it (it redirects /offline.html there).
var OFFLINE_URL = '/offline';
var PRECACHE = [OFFLINE_URL, '/favicon.svg'];
/** Enough for a few visits' builds and a handful of pages to read offline, without filling a cheap phone. */
var MAX_SHELL_ENTRIES = 80;
var MAX_PAGE_ENTRIES = 25;

/** Pages about the visitor's own session (server/page-cache.ts PERSONAL_PATH, and the rest of spec §2's private areas). */
var PERSONAL_PATH =
  /^\/(?:login|register|password-reset|logout|account|dashboard|cart|checkout|offer|inbox|notifications|favourites|billing|thank-you|order-tracking)(?:\/|$)/;
var ONE_TIME_PARAMS = ['key', 'login', 'token'];

/** 'shell' for the app-shell files, 'page' for a navigation we may answer, null for anything we leave alone. */
function requestKind(method, url, mode, origin) {
  if (method !== 'GET') return null;
  var u = new URL(url);
  if (u.origin !== origin) return null;
  if (u.pathname.indexOf('/assets/') === 0 || u.pathname === '/favicon.svg') return 'shell';
  if (mode !== 'navigate') return null;
  if (PERSONAL_PATH.test(u.pathname)) return null;
  if (u.pathname.indexOf('/wp-json/') === 0 || u.pathname === '/graphql' || u.pathname.indexOf('/paynow-sandbox') === 0) return null;
  if (ONE_TIME_PARAMS.some((name) => u.searchParams.has(name))) return null;
  return 'page';
}

/**
 * Whether a response may be stored. `headers` is anything with get(name). Pages must be explicitly public
 * (the shared anonymous page); the app-shell files are public and immutable.
 */
function mayCache(kind, status, headers) {
  if (kind !== 'shell' && kind !== 'page') return false;
  if (status !== 200) return false;
  if (headers.get('set-cookie')) return false;
  var cacheControl = (headers.get('cache-control') || '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  var vary = (headers.get('vary') || '').toLowerCase();
  if (kind === 'page') {
    if (!/\bpublic\b/.test(cacheControl)) return false;
    return (headers.get('content-type') || '').indexOf('text/html') !== -1;
  }
  return vary.indexOf('*') === -1;
}

function trim(cacheName, max) {
  return caches.open(cacheName).then((cache) =>
    cache.keys().then((keys) => {
      var extra = keys.length - max;
      // Oldest first: Cache keys come back in insertion order.
      return Promise.all(keys.slice(0, Math.max(0, extra)).map((k) => cache.delete(k)));
    }),
  );
}

function store(cacheName, request, response, max) {
  return caches.open(cacheName).then((cache) => cache.put(request, response).then(() => trim(cacheName, max)));
}

function shellFirst(event) {
  return caches.match(event.request).then((hit) => {
    if (hit) return hit;
    return fetch(event.request).then((response) => {
      if (mayCache('shell', response.status, response.headers))
        event.waitUntil(store(SHELL_CACHE, event.request, response.clone(), MAX_SHELL_ENTRIES));
      return response;
    });
  });
}

function networkFirst(event) {
  return fetch(event.request)
    .then((response) => {
      if (mayCache('page', response.status, response.headers)) event.waitUntil(store(PAGE_CACHE, event.request, response.clone(), MAX_PAGE_ENTRIES));
      return response;
    })
    .catch(() =>
      caches
        .open(PAGE_CACHE)
        .then((pages) => pages.match(event.request, { ignoreVary: true }).then((page) => page || caches.match(OFFLINE_URL)))
        .then((fallback) => fallback || new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })),
    );
}

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  self.addEventListener('install', (event) => {
    // cache: 'reload' skips the HTTP cache, so the offline page is the deployed one.
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE.map((u) => new Request(u, { cache: 'reload' })))));
  });

  self.addEventListener('activate', (event) => {
    var keep = [SHELL_CACHE, PAGE_CACHE];
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.indexOf('musika-') === 0 && keep.indexOf(n) === -1).map((n) => caches.delete(n))))
        .then(() => {
          // Open tabs are served (and can fall back to the offline page) from now on, not only after a reload.
          // Only a tab that asked for the update reloads on the resulting controllerchange (service-worker-client.ts).
          return self.clients.claim();
        }),
    );
  });

  self.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
  });

  self.addEventListener('fetch', (event) => {
    var request = event.request;
    var kind = requestKind(request.method, request.url, request.mode, self.location.origin);
    // A request that carries credentials we can see (an Authorization header) is never answered from or into the cache.
    if (!kind || request.headers.has('authorization')) return;
    event.respondWith(kind === 'shell' ? shellFirst(event) : networkFirst(event));
  });
}
