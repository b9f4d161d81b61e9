/*
 * The service worker's offline words in the page's language (issue 33 §3), loaded by public/sw.js with
 * importScripts. The worker holds no catalogue: every page carries its words on <html data-t-*> (the root
 * loader, app/features/shell/site-text.server.ts and offline-worker-words.server.ts).
 *
 * - The mark of a stored copy ("Offline — prices as of …") is read from that copy's own <html> tag, so it is in
 *   the language the copy was rendered in, with its month names (data-t-months; English keeps en-GB's "Nov").
 * - The "this form needs a connection" page answers a post, not a stored page: the open page hands its words
 *   to the worker (offline-client.ts posts { type: 'WORDS' }), which keeps the last ones in their own cache.
 * - The offline page (public/offline.html, static) is served with the words the open page handed over put in
 *   place of its data-w elements' English (offlinePageIn), with their lang.
 * Without words (an older page, a first visit) everything stays English, as before.
 */

var WORDS_CACHE = 'musika-words';
var WORDS_KEY = '/__offline-words';

var NAMED_ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An attribute value as React wrote it (&amp; &quot; &lt; &gt; &#x27;…) back to its text. */
function decodeAttribute(text) {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex, dec, name) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The data-t-* words on a page's <html> tag by name ("offline-prices": "Offline — prices as of {when}"), and its lang. */
function htmlWords(html) {
  var words = {};
  var tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) return words;
  var attribute = /\s(data-t-[a-z-]+|lang)="([^"]*)"/g;
  var found = attribute.exec(tag[0]);
  while (found) {
    words[found[1].replace(/^data-t-/, '')] = decodeAttribute(found[2]);
    found = attribute.exec(tag[0]);
  }
  return words;
}

/** The twelve month names a page handed over, or null (English: en-GB's own). */
function monthNames(words) {
  var months = words?.months ? words.months.split('|') : [];
  return months.length === 12 ? months : null;
}

/** The needs-network page's words: { lang, title, body, back }, English unless a page handed others. */
function formWords(words) {
  var parts = words?.['offline-form'] ? words['offline-form'].split('|') : [];
  if (parts.length !== 3) {
    return {
      lang: 'en',
      title: 'You are offline',
      body: 'This form needs a connection, and nothing was sent. Try again when you are back online.',
      back: 'Go back',
    };
  }
  return { lang: words.lang || 'en', title: parts[0], body: parts[1], back: parts[2] };
}

/** Keeps the words the open page handed over (only strings, only the names pages carry). */
function saveWords(words) {
  if (!words || typeof words !== 'object') return Promise.resolve();
  var kept = {};
  for (var name of ['lang', 'offline-form', 'offline-page']) if (typeof words[name] === 'string') kept[name] = words[name].slice(0, 2000);
  return caches.open(WORDS_CACHE).then((cache) => cache.put(WORDS_KEY, Response.json(kept)));
}

/** The last words a page handed over, or {} (then English). */
function savedWords() {
  return caches
    .match(WORDS_KEY, { cacheName: WORDS_CACHE })
    .then((hit) => (hit ? hit.json() : {}))
    .catch(() => ({}));
}

/** The offline page's parts, in the order pages hand them over (data-t-offline-page, joined by `|`). */
var OFFLINE_PAGE_PARTS = ['title', 'body', 'tip-data', 'tip-bundles', 'retry', 'tagline'];

function escapeText(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The offline page's parts the last page handed over (OFFLINE_PAGE_PARTS' order), or null (then English). */
function offlinePageParts(words) {
  var parts = words?.['offline-page'] ? words['offline-page'].split('|') : [];
  return parts.length === OFFLINE_PAGE_PARTS.length ? parts : null;
}

/** public/offline.html in the language of the last page opened: each data-w element's text replaced; else as it is. */
function offlinePageIn(html, words) {
  var parts = offlinePageParts(words);
  if (!parts) return html;
  var text = {};
  OFFLINE_PAGE_PARTS.forEach((name, i) => {
    text[name] = escapeText(parts[i]);
  });
  text['page-title'] = `${text.title} — Musika`;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeText(words.lang || 'en')}"`)
    .replace(/(<[a-z0-9]+\b[^>]*\sdata-w="([a-z-]+)"[^>]*>)[^<]*/g, (whole, tag, name) => (name in text ? tag + text[name] : whole));
}

/** The stored offline page (a Response) in the saved words' language. */
function offlinePageResponse(stored) {
  return Promise.all([stored.text(), savedWords()]).then(
    ([html, words]) => new Response(offlinePageIn(html, words), { status: stored.status, headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
}

/**
 * The last answer when neither a copy nor the offline page was stored (the worker was cut off while installing):
 * one line of plain text, the offline page's title and body in the saved words' language; English without.
 */
function plainOfflineText(words) {
  var parts = offlinePageParts(words);
  if (!parts) return 'You are offline.';
  return `${parts[0]}. ${parts[1]}`;
}

function plainOfflineResponse() {
  return savedWords().then(
    (words) => new Response(plainOfflineText(words), { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  );
}
