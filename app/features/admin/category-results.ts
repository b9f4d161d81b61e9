/**
 * What the category and attribute screens' actions answer (issue 29): after a write, a redirect whose `?done=`
 * names what happened (a repeat says "nothing changed"); on a user error, the form it belongs to, the field and the
 * API's message, so the page shows it under that field of that form. The actions' side is category-results.server.ts:
 * this module is also the pages' and must not pull the server runtime into the browser's bundle.
 */
export const DONE_MESSAGES = {
  added: 'Added. The category menu and pages show it now.',
  renamed: 'Renamed. The menu shows the new name; the old address redirects to the new one.',
  reordered: 'Moved. The category menu follows the new order.',
  moved: 'Moved under its new parent.',
  'attribute-added': 'Attribute added.',
  'attribute-renamed': 'Attribute renamed.',
  'term-added': 'Term added.',
  'term-renamed': 'Term renamed.',
  unchanged: 'Nothing changed: it was already like that.',
} as const;
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
