/**
 * The service worker's offline words in the page's language (issue 33 §3): the mark of a stored copy is read
 * from the copy's own <html data-t-*> (as the root loader writes them), and the needs-network page from the
 * words the open page handed over. public/sw*.js are plain scripts, loaded here in one sandbox as the worker's
 * importScripts loads them; the attributes come from the real catalogue (offline-worker-words.server.ts).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import type { Language } from '~/lib/i18n/language';
import { offlineWords } from './site-text.server';
import { offlineWorkerWords } from './offline-worker-words.server';

type Words = Record<string, string>;
interface Worker {
  htmlWords(html: string): Words;
  offlineMark(kind: string, storedAtMs: number, waiting: number, words?: Words): string;
  needsNetworkPage(back: string, words: Words): Response;
  plainOfflineText(words: Words): string;
}

const sandbox: Record<string, unknown> = { URL, Headers, Response, Promise };
for (const file of ['sw-offline-words.js', 'sw-offline-copy.js', 'sw-offline-queue.js', 'sw.js']) {
  runInNewContext(readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8'), sandbox);
}
const sw = sandbox as unknown as Worker;

/** A page's <html> tag as React renders it in that language (the root's `lang` and `offline` attributes). */
function pageIn(language: Language): string {
  const t = translator(language);
  const attributes = { lang: language, ...offlineWords(t), ...offlineWorkerWords(t, language) };
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement('html', attributes, createElement('body'))).replace('</html>', '')}`;
}

const storedAt = Date.UTC(2026, 10, 27, 9, 20);

describe('the offline mark in the stored copy’s language', () => {
  it('reads chiShona from the copy, with its month names and plural', () => {
    const words = sw.htmlWords(pageIn('sn'));
    expect(words.lang).toBe('sn');
    expect(sw.offlineMark('product', storedAt, 0, words)).toBe('Pasina indaneti — mitengo yemusi 27 Mbudzi 2026, 11:20');
    expect(sw.offlineMark('cart', storedAt, 2, words)).toBe(
      'Pasina indaneti — mitengo yemusi 27 Mbudzi 2026, 11:20 · shanduko 2 dzakamirira kutumirwa kana wadzokera paindaneti',
    );
    expect(sw.offlineMark('page', 0, 1, words)).toBe(
      'Pasina indaneti — zvakachengetwa pawakapedzisira kushanya · shanduko 1 yakamirira kutumirwa kana wadzokera paindaneti',
    );
  });

  it('reads isiNdebele the same way', () => {
    const mark = sw.offlineMark('product', storedAt, 3, sw.htmlWords(pageIn('nd')));
    expect(mark).toBe(
      'Ngaphandle kwe-inthanethi — amanani ka-27 Lwezi 2026, 11:20 · inguquko ezingu-3 zilinde ukuthunyelwa nxa usubuyele ku-inthanethi',
    );
  });

  it('keeps English as it was, from an English copy and from a copy without words', () => {
    const english = 'Offline — prices as of 27 Nov 2026, 11:20 · 2 changes wait to be sent when you are back online';
    expect(sw.offlineMark('cart', storedAt, 2, sw.htmlWords(pageIn('en')))).toBe(english);
    expect(sw.offlineMark('cart', storedAt, 2, sw.htmlWords('<html lang="en"><body>'))).toBe(english);
  });

  it('decodes what React escaped in an attribute', () => {
    expect(sw.htmlWords('<html data-t-offline-last="a &amp; &quot;b&quot; &#x27;c&#x27; &lt;d&gt;" lang="sn">')).toEqual({
      'offline-last': 'a & "b" \'c\' <d>',
      lang: 'sn',
    });
  });
});

describe('the needs-network page in the language of the last page opened', () => {
  const handedOver = (language: Language) => {
    const words = sw.htmlWords(pageIn(language));
    return { lang: words.lang, 'offline-form': words['offline-form'] };
  };

  it('writes chiShona and isiNdebele with their <html lang>', async () => {
    const sn = await sw.needsNetworkPage('https://musika.co.zw/search/', handedOver('sn')).text();
    expect(sn).toContain('<html lang="sn">');
    expect(sn).toContain('<h1>Hauna indaneti</h1>');
    expect(sn).toContain('>Dzokera</a>');
    expect(sn).not.toMatch(/offline|connection|Go back/);
    const nd = await sw.needsNetworkPage('https://musika.co.zw/search/', handedOver('nd')).text();
    expect(nd).toContain('<html lang="nd">');
    expect(nd).toContain('Ifomu le idinga i-inthanethi');
  });

  it('stays English without words, and escapes what it was handed', async () => {
    const page = await sw.needsNetworkPage('https://musika.co.zw/x?a=1&b="2"', {}).text();
    expect(page).toContain('<title>You are offline — Musika</title>');
    expect(page).toContain('This form needs a connection, and nothing was sent.');
    expect(page).toContain('href="https://musika.co.zw/x?a=1&amp;b=&quot;2&quot;"');
    const odd = await sw.needsNetworkPage('/', { lang: 'sn', 'offline-form': '<b>|x|y' }).text();
    expect(odd).toContain('<h1>&lt;b></h1>');
  });
});

describe('the plain offline answer when no page was stored, in the language of the last page opened', () => {
  const handedOver = (language: Language) => {
    const words = sw.htmlWords(pageIn(language));
    return { lang: words.lang, 'offline-page': words['offline-page'] };
  };

  it('says it in chiShona and isiNdebele, and in English as before', () => {
    const sn = sw.plainOfflineText(handedOver('sn'));
    expect(sn.startsWith('Hauna indaneti. ')).toBe(true);
    expect(sn).not.toMatch(/offline/i);
    expect(sw.plainOfflineText(handedOver('nd'))).not.toMatch(/offline/i);
    expect(sw.plainOfflineText(handedOver('en'))).toBe('You are offline.');
    expect(sw.plainOfflineText({})).toBe('You are offline.');
    expect(sw.plainOfflineText({ 'offline-page': 'half|given' })).toBe('You are offline.');
  });
});
