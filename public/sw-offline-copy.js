/*
 * Offline copies kept by the service worker (issue 33 §2), loaded by public/sw.js with importScripts.
 *
 * - Product pages: the last 30 opened, only ever the shared anonymous page (Cache-Control public). A logged-in
 *   buyer's (or a cart holder's) product page is private: the worker then fetches the anonymous copy of that
 *   address without cookies (credentials 'omit'), unless the browser asks to save data.
 * - The cart page: the last one opened, kept only in this device's Cache Storage (it is private and personal),
 *   dropped on login and logout (sw.js), never handed to anyone else: Cache Storage is this browser profile's.
 * - A copy served offline carries data-offline on <html> ("Offline — prices as of …", the time it was stored, in
 *   the copy's own language: sw-offline-words.js):
 *   an attribute, not an element, so React's hydration of the page does not trip on it; CSS shows it
 *   (app/styles/offline.css.ts), with or without the page's JavaScript.
 */

var STORED_AT_HEADER = 'x-musika-stored-at';
var PRODUCT_PATH = /^\/product\/(?:[a-z0-9-]+\/)*[a-z0-9][a-z0-9-]*\/$/i;

/** A product page the worker keeps (its booking form is not one: it needs the network anyway). */
function isProductPath(pathname) {
  return PRODUCT_PATH.test(pathname) && !/\/(?:approved|rejected)\/$/.test(pathname);
}

function isCartPath(pathname) {
  return pathname === '/cart' || pathname === '/cart/';
}

/** The copy to store: the response with the time it was stored (the "prices as of" of its offline mark). */
function stamped(response, now) {
  var headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(now));
  return response.blob().then((body) => new Response(body, { status: response.status, statusText: response.statusText, headers: headers }));
}

var HARARE_PARTS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Harare',
});

/**
 * "27 Nov 2026, 11:20" in Harare time, whatever the phone's clock zone; with a page's month names (chiShona,
 * isiNdebele: the phone's Intl may not know them) "27 Mbudzi 2026, 11:20", as the site writes dates.
 */
function formatStoredAt(ms, months) {
  var p = {};
  if (months) {
    for (var part of HARARE_PARTS.formatToParts(new Date(ms))) p[part.type] = part.value;
    return `${Number(p.day)} ${months[Number(p.month) - 1]} ${p.year}, ${p.hour}:${p.minute}`;
  }
  return new Date(ms).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Harare',
  });
}

/**
 * The mark's text; `waiting` changes queued on this phone are mentioned (a page without JavaScript sees them
 * here). `words`: the stored page's own (sw-offline-words.js htmlWords), in its language; English without.
 */
function offlineMark(kind, storedAtMs, waiting, words) {
  var w = words || {};
  var when = storedAtMs ? formatStoredAt(storedAtMs, monthNames(w)) : w['offline-last'] || 'your last visit';
  var template = kind === 'page' ? w['offline-saved'] || 'Offline — saved {when}' : w['offline-prices'] || 'Offline — prices as of {when}';
  var mark = template.replace('{when}', when);
  var waits;
  if (waiting > 0) {
    waits = (
      w['offline-waits'] || '{count} change waits to be sent when you are back online|{count} changes wait to be sent when you are back online'
    ).split('|');
    // One/other is every plural the three languages have (CLDR: en, sn and nd say "one" for 1 alone).
    mark += ` · ${(waiting === 1 ? waits[0] : waits[1] || waits[0]).replace('{count}', String(waiting))}`;
  }
  return mark;
}

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The stored HTML with its offline mark on <html>; pages without an <html> tag are returned as they are. */
function markOffline(html, mark) {
  return html.replace(/<html\b/i, `<html data-offline="${escapeAttribute(mark)}"`);
}

/** The stored response, marked, for an offline visit. */
function servedOffline(kind, stored, waiting) {
  var storedAt = Number(stored.headers.get(STORED_AT_HEADER)) || 0;
  var headers = new Headers(stored.headers);
  headers.delete(STORED_AT_HEADER);
  headers.delete('content-length');
  return stored
    .text()
    .then((html) => new Response(markOffline(html, offlineMark(kind, storedAt, waiting, htmlWords(html))), { status: 200, headers: headers }));
}
