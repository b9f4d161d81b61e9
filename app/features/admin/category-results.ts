/**
 * What the category and attribute screens' actions answer (issue 29): after a write, a redirect whose `?done=`
 * names what happened (a repeat says "nothing changed"); on a user error, the form it belongs to, the field and the
 * API's message, so the page shows it under that field of that form. The actions' side is category-results.server.ts:
 * this module is also the pages' and must not pull the server runtime into the browser's bundle.
 */
import type { AreaWords } from './admin-words.server';
import type { adminContentCategories } from '~/lib/i18n/catalogues/en/admin-content-categories';

/** What was done → its notice among the screens' words (catalogues/en/admin-content-categories.ts). */
export const DONE_MESSAGES = {
  added: 'catDoneAdded',
  renamed: 'catDoneRenamed',
  reordered: 'catDoneReordered',
  moved: 'catDoneMoved',
  'attribute-added': 'catDoneAttributeAdded',
  'attribute-renamed': 'catDoneAttributeRenamed',
  'term-added': 'catDoneTermAdded',
  'term-renamed': 'catDoneTermRenamed',
  unchanged: 'catDoneUnchanged',
} as const;

/** The category and attribute screens' words in the page's language (admin-words.server.ts `areaWords`). */
export type CategoryWords = AreaWords<typeof adminContentCategories>;
export type Done = keyof typeof DONE_MESSAGES;

export function doneFrom(request: Request): Done | null {
  const done = new URL(request.url).searchParams.get('done') ?? '';
  return done in DONE_MESSAGES ? (done as Done) : null;
}

export interface EditFailure {
  /** Which form failed, e.g. `rename`, `add`, `term-12`. */
  form: string;
  field?: string;
  message: string;
}

/** The message for `field` of `form`, if the last action failed there. */
export function errorOf(failure: EditFailure | undefined, form: string, field: string): string | undefined {
  return failure?.form === form && failure.field === field ? failure.message : undefined;
}

/** A failure of `form` not tied to one of its fields. */
export function alertOf(failure: EditFailure | undefined, form: string, fields: readonly string[]): string | undefined {
  return failure?.form === form && !fields.includes(failure.field ?? '') ? failure.message : undefined;
}
