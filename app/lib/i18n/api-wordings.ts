/**
 * An API message in the page's language in the browser (issue 33 §3), for the few answers a client component gets
 * straight from the API (the logged-in cart's graphcache changes): the loader hands over pairs of wordings, the
 * API's English and the page's language, each with `{name}` values (api-message.server.ts apiWordingsFor). The
 * English is matched, its values read back and `fill`ed into the other. No catalogue reaches the browser.
 */
import { fill } from './fill';

/** [the API's English, the same message in the page's language]; empty for an English page. */
export type Wordings = readonly (readonly [english: string, language: string])[];

/** Text as a regular expression matching it literally. */
export const literalOf = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function wordingIn(wordings: Wordings, message: string): string {
  for (const [english, language] of wordings) {
    const names: string[] = [];
    const source = english
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return literalOf(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${source}$`, 's').exec(message);
    if (match) return fill(language, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return message;
}
