/*
 * The offline queue (issue 33 §2), loaded by public/sw.js with importScripts: "add to cart" and favourites
 * posted while the phone has no connection wait in IndexedDB on this device, and are sent when it returns —
 * on Background Sync where the browser has it, else when a page next loads (sw.js flushes after any
 * navigation that reached the network, and the page asks with a FLUSH message on its 'online' event).
 *
 * Each change is sent on its own to /cart-sync, which applies it through the same cart and favourites
 * rules as the cart and wishlist actions, and answers what changed since the buyer saw it (sold out, a new
 * price). One at a time, in order: an anonymous cart is a cookie, and each answer's Set-Cookie must land
 * before the next change is applied.
 */

var QUEUE_DB = 'musika-offline';
var QUEUE_STORE = 'queue';
var REPORT_STORE = 'reports';
var SYNC_TAG = 'musika-offline-queue';
var REPLAY_URL = '/cart-sync';
/** A queue on a cheap phone stays small: older changes beyond this are dropped first. */
var MAX_QUEUED = 50;

var WHOLE = /^\d{1,10}$/;
var SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * The change a form post asks for, if it is one the queue keeps: add to cart, or save to / remove from
 * favourites. `fields` is anything with get(name) (FormData). Null for every other post: it needs the network.
 */
function queueEntry(pathname, fields, now) {
  const intent = fields.get('intent');
  const productId = String(fields.get('productId') || '');
  if (!WHOLE.test(productId)) return null;
  if (pathname === '/cart' || pathname === '/cart/') return cartEntry(productId, intent, fields, now);
  if (pathname === '/wishlist' || pathname === '/wishlist/') {
    if (intent !== 'add' && intent !== 'remove') return null;
    return { kind: 'wishlist', intent: intent, productId: productId, queuedAt: now };
  }
  return null;
}

function cartEntry(productId, intent, fields, now) {
  const slug = String(fields.get('slug') || '');
  const quantity = Number(fields.get('quantity') || 1);
  const variationId = String(fields.get('variationId') || '0');
  const seen = String(fields.get('seenPriceCents') || '');
  if (intent !== 'add' || !SLUG.test(slug) || !WHOLE.test(variationId) || !(quantity >= 1 && quantity <= 99)) return null;
  const entry = { kind: 'cart', productId: productId, variationId: variationId, quantity: Math.floor(quantity), slug: slug, queuedAt: now };
  if (WHOLE.test(seen)) entry.seenPriceCents = Number(seen);
  return entry;
}

/**
 * Sends what is queued, oldest first. `store` holds the queue (all() → [{ key, entry }], remove(key)), `send`
 * posts one entry and answers { message } or throws when the network fails. A failure stops the run and keeps
 * the rest for next time; an entry the server answered (done or refused) is removed either way.
 */
function flushQueue(store, send) {
  return store.all().then((items) => {
    var messages = [];
    var step = (i) => {
      if (i >= items.length) return Promise.resolve({ messages: messages, left: 0 });
      return send(items[i].entry).then(
        (answer) =>
          store.remove(items[i].key).then(() => {
            if (answer?.message) messages.push(answer.message);
            return step(i + 1);
          }),
        () => ({ messages: messages, left: items.length - i }),
      );
    };
    return step(0);
  });
}

/** POSTs one entry to the replay route with this browser's cookies; a network failure or a 5xx throws. */
function sendEntry(entry) {
  return fetch(REPLAY_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(entry),
  }).then((response) => {
    if (response.status >= 500) throw new Error(`replay answered ${response.status}`);
    return response.json().catch(() => ({ message: null }));
  });
}

function openQueueDb() {
  return new Promise((resolve, reject) => {
    var open = indexedDB.open(QUEUE_DB, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(QUEUE_STORE, { autoIncrement: true });
      open.result.createObjectStore(REPORT_STORE, { autoIncrement: true });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** One IndexedDB transaction on `name`; `work(store)` answers the request whose result is wanted. */
function inStore(name, mode, work) {
  return openQueueDb().then(
    (db) =>
      new Promise((resolve, reject) => {
        var tx = db.transaction(name, mode);
        var request = work(tx.objectStore(name));
        tx.oncomplete = () => {
          db.close();
          resolve(request ? request.result : undefined);
        };
        tx.onerror = () => reject(tx.error);
      }),
  );
}

/** The IndexedDB queue in the shape flushQueue wants. */
var idbQueue = {
  all: () =>
    Promise.all([inStore(QUEUE_STORE, 'readonly', (s) => s.getAllKeys()), inStore(QUEUE_STORE, 'readonly', (s) => s.getAll())]).then(
      ([keys, entries]) => keys.map((key, i) => ({ key: key, entry: entries[i] })),
    ),
  remove: (key) => inStore(QUEUE_STORE, 'readwrite', (s) => s.delete(key)),
};

/** Keeps one change; answers how many now wait. */
function enqueue(entry) {
  return inStore(QUEUE_STORE, 'readwrite', (s) => s.add(entry))
    .then(() => idbQueue.all())
    .then((items) => {
      var extra = items.slice(0, Math.max(0, items.length - MAX_QUEUED));
      return Promise.all(extra.map((item) => idbQueue.remove(item.key))).then(() => items.length - extra.length);
    });
}

function clearQueue() {
  return Promise.all([inStore(QUEUE_STORE, 'readwrite', (s) => s.clear()), inStore(REPORT_STORE, 'readwrite', (s) => s.clear())]);
}

function saveReports(messages) {
  if (messages.length === 0) return Promise.resolve();
  return inStore(REPORT_STORE, 'readwrite', (s) => {
    for (var m of messages) s.add(m);
    return null;
  });
}

/** Hands what the server answered to the open tabs; kept until a tab is open to show it. */
function deliverReports() {
  return self.clients.matchAll({ type: 'window' }).then((tabs) => {
    if (tabs.length === 0) return;
    return inStore(REPORT_STORE, 'readonly', (s) => s.getAll()).then((messages) => {
      if (!messages || messages.length === 0) return;
      for (var tab of tabs) tab.postMessage({ type: 'OFFLINE_QUEUE_SENT', messages: messages });
      return inStore(REPORT_STORE, 'readwrite', (s) => s.clear());
    });
  });
}

/**
 * The browser says "online" a moment before requests get through (a phone rejoining a mast, a worker whose
 * network state lags the page's), so a send that fails is tried again after growing pauses before waiting
 * for the next page load or sync event. `wait(ms)` is given, so the rule is tested without a clock.
 */
var RETRY_PAUSES_MS = [2000, 5000, 15000];

function flushWithRetries(run, wait) {
  var attempt = (i) =>
    run().then((left) => {
      if (left > 0 && i < RETRY_PAUSES_MS.length) return wait(RETRY_PAUSES_MS[i]).then(() => attempt(i + 1));
      return left;
    });
  return attempt(0);
}

/** One pass over the queue; answers how many changes are left in it. */
function flushOnce() {
  return flushQueue(idbQueue, sendEntry).then((result) =>
    saveReports(result.messages)
      .then(deliverReports)
      .then(() => result.left),
  );
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

var flushing = null;
/** One run at a time: a sync event, a page load and an 'online' message may all ask at once. */
function flushNow() {
  if (!flushing) {
    flushing = flushWithRetries(flushOnce, pause)
      .catch(() => undefined)
      .then(() => {
        flushing = null;
      });
  }
  return flushing;
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Without JavaScript, a form that needs the network says so instead of the browser's error page, in the
 * language of the last page opened (sw-offline-words.js formWords; English without).
 */
function needsNetworkPage(back, words) {
  var w = formWords(words);
  var link = /^https?:\/\//.test(back || '') ? escapeHtml(back) : '/';
  var html =
    `<!doctype html><html lang="${escapeHtml(w.lang)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(w.title)} — Musika</title><body style="font-family:sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem">` +
    `<h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.body)}</p>` +
    `<p><a href="${link}">${escapeHtml(w.back)}</a></p>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function needsNetwork(back) {
  return savedWords().then((words) => needsNetworkPage(back, words));
}

function queuedCount() {
  return inStore(QUEUE_STORE, 'readonly', (s) => s.count()).catch(() => 0);
}

/**
 * A form post the worker sees (sw.js requestKind 'post'): sent as usual while the network answers. When it
 * does not, add to cart and favourites wait in the queue — a page with JavaScript gets JSON (offline-client.ts),
 * a page without it goes back where it was, now showing how many changes wait — and any other form says it
 * needs a connection instead of the browser's error page.
 */
function answerPost(event) {
  var request = event.request;
  var kept = request.clone();
  return fetch(request).catch(() =>
    kept.formData().then(
      (fields) => {
        var entry = queueEntry(new URL(request.url).pathname, fields, Date.now());
        if (!entry) return needsNetwork(request.referrer);
        return enqueue(entry).then((pending) => {
          if (self.registration.sync) self.registration.sync.register(SYNC_TAG).catch(() => undefined);
          if (request.mode !== 'navigate') return Response.json({ queued: true, pending: pending }, { status: 202 });
          return Response.redirect(request.referrer || '/', 303);
        });
      },
      () => needsNetwork(request.referrer),
    ),
  );
}
