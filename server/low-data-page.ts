/**
 * Turns a rendered page into its low-data variant at the edge (decision 028), so the React tree and the client
 * bundle stay exactly as they are for everyone else (the product page has a few bytes of JS budget left):
 * - no client JavaScript: the module scripts, their modulepreload links, Remix's inline data and every other
 *   script go. Every core journey works without JavaScript, and the bundle (~100 KB gzip) alone is more than
 *   the low-data budget. Only one tiny inline script is added (photo taps, the page's cost).
 * - no photo until tapped: every <img> becomes a box of its size (an <svg> with its viewBox: the CSP allows no
 *   style attribute) saying what the photo weighs, a link to the smallest responsive variant, which loads
 *   without JavaScript too; with it, the tap swaps the photo in place. Inside another link (a product card) it
 *   is a plain box, since links cannot nest: the card's own page has the tappable photo.
 * - no videos, frames or map tiles: a link to them instead (the map: this one page in full, `?full=1`).
 * - the footer says that low-data mode is on, what the page cost, and offers the switch back.
 */
import { FULL_PAGE_PARAM, LOW_DATA_SWITCH_PATH } from './low-data-mode';
import { photoLabel, photoWeight, type PhotoWeightSources } from './photo-weights';
import { LOW_DATA_SCRIPT } from './low-data-script';
import { lowDataWords, type LowDataWords } from './low-data-words';
import type { Language } from '../app/lib/i18n/language';

const COMPACT_BELOW_PX = 120;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The first (smallest, IMAGE_WIDTHS order) candidate of a srcset, else the src. */
export function smallestImage(src: string | null, srcset: string | null): string | null {
  const first = srcset?.split(',')[0]?.trim().split(/\s+/)[0];
  return first || src;
}

function dimension(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 10_000 ? n : null;
}

export function placeholderHtml(photo: {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  className: string;
  label: string;
  inLink: boolean;
}): string {
  const box = photo.width && photo.height ? `<svg viewBox="0 0 ${photo.width} ${photo.height}" aria-hidden="true"></svg>` : '';
  const attrs = `class="ld-photo ${escapeHtml(photo.className)}" data-ld-src="${escapeHtml(photo.url)}" data-ld-alt="${escapeHtml(photo.alt)}"${
    photo.width ? ` data-ld-w="${photo.width}" data-ld-h="${photo.height ?? ''}"` : ''
  }`;
  const text = `<span>${escapeHtml(photo.label)}${photo.alt ? `<span class="visually-hidden">: ${escapeHtml(photo.alt)}</span>` : ''}</span>`;
  return photo.inLink ? `<span ${attrs}>${box}${text}</span>` : `<a ${attrs} href="${escapeHtml(photo.url)}">${box}${text}</a>`;
}

export interface LowDataPageOptions {
  weights: PhotoWeightSources;
  /** The page's path and query, so the switch back returns to it. */
  path: string;
  /** The CSP nonce of this response (hashed away later if the page is shared: server/hashed-csp.ts). */
  nonce: string;
  /** The language the page was rendered in (its words here follow it); English without. */
  language?: Language;
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'https://musika.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export function lowDataFooterHtml(path: string, nonce: string, words: LowDataWords = lowDataWords('en')): string {
  const back = encodeURIComponent(path);
  return (
    `<p class="ld-bar">${escapeHtml(words.on)} <span id="ld-cost" data-t="${escapeHtml(words.cost)}"></span> ` +
    `<a href="${LOW_DATA_SWITCH_PATH}?mode=off&amp;back=${back}" rel="nofollow">${escapeHtml(words.off)}</a></p>` +
    `<script nonce="${escapeHtml(nonce)}">${LOW_DATA_SCRIPT}</script>`
  );
}

export function lowDataPage(page: Response, options: LowDataPageOptions): Response {
  if (!(page.headers.get('content-type') ?? '').includes('text/html')) return page;
  const words = lowDataWords(options.language ?? 'en');
  let linkDepth = 0;
  let footerDone = false;
  const rewriter = new HTMLRewriter()
    .on('script', { element: (e) => void e.remove() })
    .on('link[rel="modulepreload"], link[rel="prefetch"], link[rel="preload"][as="script"]', { element: (e) => void e.remove() })
    // The page's own "turn on" switch says where things stand; the footer line below offers the way back.
    .on(`a[href^="${LOW_DATA_SWITCH_PATH}?mode=on"]`, { element: (e) => void e.replace(escapeHtml(words.switchOn), { html: true }) })
    .on('a', {
      element: (e) => {
        if (e.removed) return;
        linkDepth++;
        e.onEndTag(() => void linkDepth--);
      },
    })
    .on('picture source', { element: (e) => void e.remove() })
    .on('img', {
      element: async (e) => {
        const url = smallestImage(e.getAttribute('src'), e.getAttribute('srcset'));
        if (!url) return void e.remove();
        const width = dimension(e.getAttribute('width'));
        // Boxes narrower than this (a store's logo) show the weight alone.
        const label = photoLabel(await photoWeight(url, options.weights), width !== null && width < COMPACT_BELOW_PX, words);
        const inLink = linkDepth > 0;
        void e.replace(
          placeholderHtml({
            url,
            alt: e.getAttribute('alt') ?? '',
            width,
            height: dimension(e.getAttribute('height')),
            className: e.getAttribute('class') ?? '',
            label,
            inLink,
          }),
          { html: true },
        );
      },
    })
    .on('video, iframe', {
      element: (e) => {
        const src = e.getAttribute('src');
        const what = e.tagName === 'video' ? words.video : words.embed;
        e.replace(src ? `<a class="ld-media" href="${escapeHtml(src)}">${escapeHtml(what)}</a>` : '', { html: true });
      },
    })
    // No map tiles: the list and the no-network plot stay, and a link loads this one page in full with its map.
    .on('[data-tile-map]', {
      element: (e) =>
        void e.after(
          `<p class="ld-bar"><a href="${escapeHtml(withParam(options.path, FULL_PAGE_PARAM, '1'))}" rel="nofollow">${escapeHtml(words.map)}</a></p>`,
          { html: true },
        ),
    })
    // The site's footer (a page's own <footer>s sit inside <main>).
    .on('body > footer', {
      element: (e) => {
        if (footerDone) return;
        footerDone = true;
        e.append(lowDataFooterHtml(options.path, options.nonce, words), { html: true });
      },
    });
  const out = rewriter.transform(page);
  // What the transform removed changed the length; the client hints say what the page was chosen by.
  const headers = new Headers(out.headers);
  headers.delete('content-length');
  headers.delete('link');
  return new Response(out.body, { status: out.status, statusText: out.statusText, headers });
}
