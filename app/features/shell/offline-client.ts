/**
 * The page's side of offline shopping (issue 33 §2, decision 029). Loaded lazily by service-worker-client.ts
 * once the worker is registered, never in a first load; the worker keeps this chunk with the app shell, so an
 * offline copy of a page has it too.
 *
 * - Banner: <html data-connection="offline"> while the browser reports no connection (CSS shows it).
 * - Forms: submitted offline, add to cart and favourites go to the worker's queue (it answers JSON); any other
 *   form is stopped with a message instead of failing. Captured on window before Remix sees the submit.
 * - Replay: on load and when the connection returns the worker is asked to send the queue; what the server
 *   answered (sold out, a new price…) is shown, and the header's cart count reloaded.
 */
import { OFFLINE_TEXT, offlinePlan, seenPriceCents, showConnection } from './offline-forms';

/** A message in the page's language, carried on <html> by the root loader (site-text.server.ts offlineWords). */
const word = (name: string, english: string) => document.documentElement.getAttribute(`data-t-${name}`) ?? english;

type RemixWindow = Window & { __remixRouter?: { state: { loaderData: Record<string, unknown> }; revalidate(): void } };

/** One polite live region at the foot of the page for the queue's messages (styled by offline.css.ts). */
function say(lines: string[]) {
  let region = document.getElementById('offline-status');
  if (!region) {
    region = document.createElement('div');
    region.id = 'offline-status';
    region.setAttribute('role', 'status');
    region.dataset.testid = 'offline-status';
    document.body.appendChild(region);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = word('ok', 'OK');
  close.addEventListener('click', () => region?.remove());
  const items = lines.map((line) => {
    const p = document.createElement('p');
    p.textContent = line;
    return p;
  });
  region.replaceChildren(...items, close);
}

async function queue(form: HTMLFormElement, submitter: HTMLElement | null) {
  const body = new FormData(form, submitter);
  const productId = String(body.get('productId') ?? '');
  const seen = seenPriceCents((window as RemixWindow).__remixRouter?.state.loaderData, productId, String(body.get('variationId') ?? '0'));
  if (seen !== null) body.set('seenPriceCents', String(seen));
  try {
    // The worker tries the network, fails, and keeps the change (public/sw-offline-queue.js answerPost).
    const answer = await fetch(form.action, { method: 'POST', body });
    const result = (await answer.json()) as { queued?: boolean; pending?: number };
    say([
      result.queued
        ? word('offline-queued', OFFLINE_TEXT.queued(result.pending ?? 1)).replace('{pending}', String(result.pending ?? 1))
        : word('offline-needs', OFFLINE_TEXT.needsNetwork),
    ]);
  } catch {
    say([word('offline-needs', OFFLINE_TEXT.needsNetwork)]);
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (navigator.onLine || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  const plan = offlinePlan(form.method, form.action, new FormData(form, submitter).get('intent'));
  if (plan === 'queue' && navigator.serviceWorker.controller) void queue(form, submitter);
  else say([word('offline-needs', OFFLINE_TEXT.needsNetwork)]);
}

function askToFlush() {
  navigator.serviceWorker.controller?.postMessage({ type: 'FLUSH' });
}

/** This page's words for the worker's "needs a connection" and offline pages (public/sw-offline-words.js), in its language. */
function handOverWords(root: HTMLElement) {
  navigator.serviceWorker.controller?.postMessage({
    type: 'WORDS',
    words: { lang: root.lang, 'offline-form': root.getAttribute('data-t-offline-form'), 'offline-page': root.getAttribute('data-t-offline-page') },
  });
}

let started = false;

export function startOfflineClient() {
  if (started) return;
  started = true;
  const root = document.documentElement;
  showConnection(root, navigator.onLine);
  handOverWords(root);
  // On the first visit the worker takes the page over only after it installs: no controller received the words
  // above, so they go again to the worker that has just taken control.
  navigator.serviceWorker.addEventListener('controllerchange', () => handOverWords(root));
  window.addEventListener('offline', () => showConnection(root, false));
  window.addEventListener('online', () => {
    showConnection(root, true);
    askToFlush();
  });
  window.addEventListener('submit', onSubmit, { capture: true });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; messages?: string[] }>) => {
    if (event.data?.type !== 'OFFLINE_QUEUE_SENT' || !event.data.messages?.length) return;
    say(event.data.messages);
    (window as RemixWindow).__remixRouter?.revalidate();
  });
  if (navigator.onLine) askToFlush();
}
