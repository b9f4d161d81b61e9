/**
 * The service worker's offline page (public/offline.html, static) in the language of the last page opened: the
 * worker puts the words that page handed over (<html data-t-offline-page>, from the real catalogue) in place of
 * each data-w element's English. public/sw*.js are plain scripts, loaded in one sandbox as importScripts does.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/lib/i18n/language';
import { translator } from '~/lib/i18n/translate.server';
import { offlineWorkerWords } from './offline-worker-words.server';

type Words = Record<string, string>;
interface Worker {
  htmlWords(html: string): Words;
  offlinePageIn(html: string, words: Words): string;
}

const publicFile = (file: string) => readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8');
const sandbox: Record<string, unknown> = { URL, Headers, Response, Promise };
for (const file of ['sw-offline-words.js', 'sw-offline-copy.js', 'sw-offline-queue.js', 'sw.js']) runInNewContext(publicFile(file), sandbox);
const sw = sandbox as unknown as Worker;
const offlineHtml = publicFile('offline.html');

/** What a page in `language` hands the worker (offline-client.ts handOverWords), read back from its <html> tag. */
function handedOver(language: Language): Words {
  const attributes = { lang: language, ...offlineWorkerWords(translator(language), language) };
  const words = sw.htmlWords(renderToStaticMarkup(createElement('html', attributes)));
  return { lang: words.lang, ...(words['offline-page'] ? { 'offline-page': words['offline-page'] } : {}) };
}

const ENGLISH = [
  'You are offline',
  'This page needs a connection',
  'Check that mobile data',
  'If you are low on bundles',
  'Try again',
  'Zimbabwe’s marketplace',
];

describe('the offline page in the language of the last page opened', () => {
  it('reads chiShona and isiNdebele, with their <html lang>, and no English left', () => {
    const sn = sw.offlinePageIn(offlineHtml, handedOver('sn'));
    expect(sn).toContain('<html lang="sn">');
    expect(sn).toContain('<title data-w="page-title">Hauna indaneti — Musika</title>');
    expect(sn).toContain('<a class="button" href="" data-w="retry">Edzazve</a>');
    const nd = sw.offlinePageIn(offlineHtml, handedOver('nd'));
    expect(nd).toContain('<html lang="nd">');
    expect(nd).toContain('<h1 data-w="title">Kawukho ku-inthanethi</h1>');
    for (const page of [sn, nd]) for (const phrase of ENGLISH) expect(page).not.toContain(phrase);
  });

  it('stays exactly the English file for an English page, without words, and with odd words', () => {
    expect(sw.offlinePageIn(offlineHtml, handedOver('en'))).toBe(offlineHtml);
    expect(sw.offlinePageIn(offlineHtml, {})).toBe(offlineHtml);
    expect(sw.offlinePageIn(offlineHtml, { lang: 'sn', 'offline-page': 'only|two' })).toBe(offlineHtml);
  });

  it('escapes what it was handed', () => {
    const page = sw.offlinePageIn(offlineHtml, { lang: 'sn"x', 'offline-page': '<b>|b|c|d|e|f' });
    expect(page).toContain('<h1 data-w="title">&lt;b></h1>');
    expect(page).toContain('<html lang="sn&quot;x">');
  });
});
