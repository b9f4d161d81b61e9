/**
 * "No English on the way" (issue 33 §3) as a check that needs no list of every screen's strings: the words a
 * reader sees in a chiShona or isiNdebele page — visible text, and the labels, placeholders and titles read
 * aloud — must hold none of the common English words of a shop's interface. Content the site does not write
 * (product, store, category and people's names, addresses, a store's description) is marked `translate="no"`
 * (the HTML attribute that says so to translation tools too) and skipped.
 */
import type { Page } from 'playwright-core';

/** Frequent English interface words that are not words of chiShona or isiNdebele (nor brand names). */
export const ENGLISH_WORDS = [
  'the and your you with for of to from this that are will here please order orders delivery deliver',
  'collect price prices pay payment paid cart add search store stores sold item items total subtotal',
  'checkout continue back phone name email address password free buy view help account now more new',
  'see quantity each details reviews share save saved deals home sort filter results thank thanks',
  'confirm submit cancel remove update change login log sign register',
]
  .join(' ')
  .split(' ');

const WORD = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'gi');

/** The English words found in a text, each once, lower-case. */
export function englishWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(WORD)].map((m) => m[1].toLowerCase()))];
}

/**
 * What a reader of the page (or of the part under `root`, e.g. 'main') sees or hears, without the parts marked
 * translate="no". The title counts too, less any content the page marks translate="no" (a request's title).
 */
export async function readerWords(page: Page, root = 'body'): Promise<string> {
  return page.evaluate((rootSelector) => {
    const skipped = (el: Element) => el.closest('[translate="no"]') !== null;
    let title = document.title;
    for (const el of document.body.querySelectorAll('[translate="no"]')) if (el.textContent) title = title.replace(el.textContent, '');
    const parts: string[] = [title];
    const scope = document.querySelector(rootSelector);
    if (!scope) return parts.join(' ');
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || parent.closest('script,style,noscript,template')) continue;
      // Only what is rendered: a closed <details> or a hidden element has no client rects.
      if (parent.getClientRects().length === 0) continue;
      parts.push(node.textContent ?? '');
    }
    for (const el of scope.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (skipped(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(el.getAttribute(a) ?? '');
    }
    return parts.join(' ');
  }, root);
}

/** The English interface words on a page (or under `root`) in another language (empty when there are none). */
export async function englishOnPage(page: Page, root = 'body'): Promise<string[]> {
  return englishWordsIn(await readerWords(page, root));
}
