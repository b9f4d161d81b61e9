/**
 * What the editors' site content screens share (/admin/content/menus/, shopping-centres/, testimonials/,
 * notice-bar/): reading a posted form, turning a mutation's answer into a redirect with `?done=` (or the field
 * errors to show again), the notice that says what happened — "nothing changed" included — and the up/down
 * buttons, plain POST forms that work without JavaScript. The actions' answers are site-content-forms.server.ts:
 * this module is also the pages' and must not pull the server runtime into the browser's bundle.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice, formStyles } from '~/components/form';
import { fill } from '~/lib/i18n/fill';
import * as s from './site-content.css';

/** A posted text field, bounded (the API states the real limit and its message). */
export const posted = (form: FormData, name: string, max = 2000) => String(form.get(name) ?? '').slice(0, max);

export interface SiteContentResult {
  /** Which form on the screen the answer belongs to (e.g. `item-12`, `new`). */
  form: string;
  errors: Record<string, string>;
  message: string | null;
  /** What was typed, shown again beside the errors. */
  values: Record<string, string>;
}

/** The result for `form` only, so each form shows its own errors. */
export const resultFor = (result: SiteContentResult | undefined, form: string) => (result?.form === form ? result : undefined);

/** `fallback`: the page's words for an answer with no message (English by default, as for every `text` prop). */
export function ResultAlert({ result, fallback = 'Something went wrong; nothing changed.' }: { result?: SiteContentResult; fallback?: string }) {
  if (!result) return null;
  const unplaced = result.message ?? (Object.keys(result.errors).length ? null : fallback);
  return unplaced ? <FormAlert>{unplaced}</FormAlert> : null;
}

/** `?done=` in words; `unchanged` is what a repeated action hears. */
export function DoneNotice({
  done,
  words,
  unchanged = 'Nothing changed: it already was that way.',
}: {
  done: string | null;
  words: Record<string, string>;
  unchanged?: string;
}) {
  if (!done) return null;
  if (done === 'unchanged') return <FormNotice>{unchanged}</FormNotice>;
  return words[done] ? <FormNotice>{words[done]}</FormNotice> : null;
}

/** The move form's names for assistive technology, finished by the page in its language. */
export interface MoveText {
  move: string;
  up: string;
  down: string;
}

/** The move form's names for `label` from the page's messages (`Move {label} up`…). */
export const moveText = (w: { moveLabel: string; moveUp: string; moveDown: string }, label: string): MoveText => ({
  move: fill(w.moveLabel, { label }),
  up: fill(w.moveUp, { label }),
  down: fill(w.moveDown, { label }),
});

/** Up / down for one item: two submit buttons of one form (intent=move, direction). */
export function MoveButtons({
  id,
  name,
  label,
  first,
  last,
  text = { move: `Move ${label}`, up: `Move ${label} up`, down: `Move ${label} down` },
}: {
  id: string;
  name: string;
  label: string;
  first: boolean;
  last: boolean;
  text?: MoveText;
}) {
  return (
    <Form method="post" className={s.inline} aria-label={text.move}>
      <input type="hidden" name={name} value={id} />
      <input type="hidden" name="intent" value="move" />
      <button
        className={`${button({ tone: 'secondary' })} ${s.small}`}
        type="submit"
        name="direction"
        value="up"
        disabled={first}
        aria-label={text.up}
      >
        ↑
      </button>
      <button
        className={`${button({ tone: 'secondary' })} ${s.small}`}
        type="submit"
        name="direction"
        value="down"
        disabled={last}
        aria-label={text.down}
      >
        ↓
      </button>
    </Form>
  );
}

/** One submit button in a form of its own, with hidden fields (publish, remove, unlink…). */
export function ActionButton({ fields, label, name }: { fields: Record<string, string>; label: string; name?: string }) {
  return (
    <Form method="post" className={s.inline}>
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button className={`${button({ tone: 'secondary' })} ${s.small}`} type="submit" aria-label={name}>
        {label}
      </button>
    </Form>
  );
}

/** A labelled textarea with its error, like Field. */
export function TextArea({
  label,
  name,
  error,
  defaultValue,
  maxLength,
}: {
  label: string;
  name: string;
  error?: string;
  defaultValue?: string;
  maxLength?: number;
}) {
  const id = `field-${name}`;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        className={s.textarea}
        // What an editor wrote, not the site's words.
        translate="no"
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className={formStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select with its error. */
export function Select({
  label,
  name,
  options,
  defaultValue,
  error,
  id = `field-${name}`,
}: {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  defaultValue?: string;
  error?: string;
  id?: string;
}) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select className={formStyles.input} id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? <p className={formStyles.error}>{error}</p> : null}
    </div>
  );
}

/** Every posted text field (for `settle`'s values). */
export const typed = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, String(v).slice(0, 2000)]));
