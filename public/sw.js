/*
 * Musika's service worker (registered at the site root by app/features/shell/service-worker-client.ts).
 *
 * - App shell: the hashed /assets/* files it sees and the favicon, cache-first (a hashed file never changes).
 * - Navigations: network-first; offline, the last copy of that public page, else /offline.html (in the language of
 *   the last page opened: sw-offline-words.js offlinePageIn).
 * - Never stored: a logged-in or personal page, any response to a request with a session, a POST, or a
 *   response that is private, no-store or sets a cookie. The server marks every page that is not the shared
 *   anonymous one 'private, no-store' (server/page-cache-headers.ts), and the rule below refuses it.
 *   The one exception is the cart page (issue 33 §2), kept in this device's own cache (sw-offline-copy.js).
 * - Product pages (the last 30) and the cart open offline marked "Offline — prices as of …"; add to cart and
 *   favourites posted offline wait in a queue on the device (sw-offline-queue.js). Decision 029.
 * - A new version waits until the visitor accepts the update prompt (message SKIP_WAITING).
 *
 * The rules are plain functions at the top so app/features/shell/service-worker-rules.test.ts can load and
 * test them; the listeners below are attached only inside a service worker.
 */

var VERSION = 'v2';
var SHELL_CACHE = `musika-shell-${VERSION}`;
var PAGE_CACHE = `musika-pages-${VERSION}`;
var PRODUCT_CACHE = `musika-products-${VERSION}`;
var CART_CACHE = `musika-cart-${VERSION}`;
// The static public/offline.html, at the address the asset server gives it (it redirects /offline.html there).
var OFFLINE_URL = '/offline';
var PRECACHE = [OFFLINE_URL, '/favicon.svg'];
/** Enough for a few visits' builds and a handful of pages to read offline, without filling a cheap phone. */
var MAX_SHELL_ENTRIES = 80;
var MAX_PAGE_ENTRIES = 25;
/** Issue 33 §2: the last 30 product pages the buyer opened. */
var MAX_PRODUCT_ENTRIES = 30;

// Plain scripts beside this one (a service worker cannot import modules everywhere yet); the test loads them too.
if (typeof importScripts === 'function') importScripts('/sw-offline-words.js', '/sw-offline-copy.js', '/sw-offline-queue.js');

/** Pages about the visitor's own session (server/page-cache.ts PERSONAL_PATH, and the rest of spec §2's private areas). */
var PERSONAL_PATH =
  /^\/(?:login|register|password-reset|logout|account|dashboard|cart|checkout|offer|inbox|notifications|favourites|billing|thank-you|order-tracking)(?:\/|$)/;
var ONE_TIME_PARAMS = ['key', 'login', 'token'];

/**
 * 'shell' for the app-shell files; for navigations 'product', 'cart' or 'page' (another public page); 'post'
 * for a form post the worker answers when the network fails (the queue, or "this needs a connection"); null
 * for anything it leaves alone.
 */
function requestKind(method, url, mode, origin) {
  var u = new URL(url);
  if (u.origin !== origin) return null;
  if (method === 'POST') return mode === 'navigate' || u.pathname === '/cart' || u.pathname === '/wishlist/' ? 'post' : null;
  if (method !== 'GET') return null;
  if (u.pathname.indexOf('/assets/') === 0 || u.pathname === '/favicon.svg') return 'shell';
  if (mode !== 'navigate') return null;
  if (ONE_TIME_PARAMS.some((name) => u.searchParams.has(name))) return null;
  if (isCartPath(u.pathname)) return 'cart';
  if (PERSONAL_PATH.test(u.pathname)) return null;
  if (u.pathname.indexOf('/wp-json/') === 0 || u.pathname === '/graphql' || u.pathname.indexOf('/paynow-sandbox') === 0) return null;
  return isProductPath(u.pathname) ? 'product' : 'page';
}

/**
 * Whether a response may be stored. `headers` is anything with get(name). Pages must be explicitly public
 * (the shared anonymous page); the app-shell files are public and immutable.
 */
function mayCache(kind, status, headers) {
  if (kind !== 'shell' && kind !== 'page' && kind !== 'product' && kind !== 'cart') return false;
  if (status !== 200) return false;
  if (headers.get('set-cookie')) return false;
  var cacheControl = (headers.get('cache-control') || '').toLowerCase();
  var html = (headers.get('content-type') || '').indexOf('text/html') !== -1;
  // The buyer's own cart, private by nature: kept only in this device's cache, dropped on login and logout.
  if (kind === 'cart') return html;
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  var vary = (headers.get('vary') || '').toLowerCase();
  if (kind === 'page' || kind === 'product') {
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

var CACHE_OF = { page: PAGE_CACHE, product: PRODUCT_CACHE, cart: CART_CACHE };
var MAX_OF = { page: MAX_PAGE_ENTRIES, product: MAX_PRODUCT_ENTRIES, cart: 1 };

/** What to keep of a navigation's answer: itself when it may be stored, else (a product) its anonymous copy. */
/** A product or the cart is one copy whatever its query (?added=1 after an add): it is kept under its bare path. */
function copyKey(kind, url) {
  return kind === 'page' ? url : url.split('?')[0];
}

function keepCopy(kind, request, response) {
  if (mayCache(kind, response.status, response.headers))
    return stamped(response.clone(), Date.now()).then((copy) => store(CACHE_OF[kind], copyKey(kind, request.url), copy, MAX_OF[kind]));
  // A logged-in buyer's product page is theirs: keep the page every anonymous visitor gets instead, unless the
  // browser asks to save data (it costs a second download).
  if (kind !== 'product' || response.status !== 200 || request.headers.get('save-data') === 'on') return Promise.resolve();
  // no-store: kept out of the browser's HTTP cache, which would otherwise answer this buyer's own next visit with
  // the anonymous page (it is public, with stale-while-revalidate).
  return fetch(copyKey('product', request.url), { credentials: 'omit', cache: 'no-store', headers: { accept: 'text/html' } })
    .then((anonymous) => (mayCache('product', anonymous.status, anonymous.headers) ? stamped(anonymous, Date.now()) : null))
    .then((copy) => copy && store(PRODUCT_CACHE, copyKey('product', request.url), copy, MAX_PRODUCT_ENTRIES))
    .catch(() => undefined);
}

function networkFirst(event, kind) {
  return fetch(event.request)
    .then((response) => {
      event.waitUntil(keepCopy(kind, event.request, response).catch(() => undefined));
      // The connection works: a good time to send what waits in the queue ("on the next page load").
      event.waitUntil(flushNow());
      return response;
    })
    .catch(() =>
      caches
        .open(CACHE_OF[kind])
        .then((copies) => copies.match(copyKey(kind, event.request.url), { ignoreVary: true }))
        .then((copy) =>
          copy
            ? queuedCount().then((waiting) => servedOffline(kind, copy, waiting))
            : caches.match(OFFLINE_URL).then((stored) => stored && offlinePageResponse(stored)),
        )
        .then((fallback) => fallback || plainOfflineResponse()),
    );
}

/**
 * Login and logout change whose cart this is: the cart copy goes. On logout the unsent queue goes too (it must
 * not land in the next visitor's cart); on login it stays, as the anonymous cart itself joins the account's.
 */
function forgetPersonal(loggingOut) {
  return Promise.all([caches.delete(CART_CACHE), loggingOut ? clearQueue().catch(() => undefined) : null]);
}

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  self.addEventListener('install', (event) => {
    // cache: 'reload' skips the HTTP cache, so the offline page is the deployed one.
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE.map((u) => new Request(u, { cache: 'reload' })))));
  });

  self.addEventListener('activate', (event) => {
    var keep = [SHELL_CACHE, PAGE_CACHE, PRODUCT_CACHE, CART_CACHE, WORDS_CACHE];
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
    // A page loaded or the connection came back (offline-client.ts): send the queue, hand over the reports.
    if (event.data && event.data.type === 'FLUSH') event.waitUntil(flushNow());
    // The open page's words for the "needs a connection" page (sw-offline-words.js), in its language.
    if (event.data && event.data.type === 'WORDS') event.waitUntil(saveWords(event.data.words));
  });

  self.addEventListener('sync', (event) => {
    if (event.tag === SYNC_TAG) event.waitUntil(flushNow());
  });

  self.addEventListener('fetch', (event) => {
    var request = event.request;
    var kind = requestKind(request.method, request.url, request.mode, self.location.origin);
    // A request that carries credentials we can see (an Authorization header) is never answered from or into the cache.
    var identity = request.method === 'POST' && /^\/(login|logout)(?:\/|$)/.exec(new URL(request.url).pathname);
    if (identity) event.waitUntil(forgetPersonal(identity[1] === 'logout'));
    if (!kind || request.headers.has('authorization')) return;
    if (kind === 'shell') event.respondWith(shellFirst(event));
    else if (kind === 'post') event.respondWith(answerPost(event));
    else event.respondWith(networkFirst(event, kind));
  });
}
