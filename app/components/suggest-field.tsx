/**
 * A labelled text field with suggestions to pick from, or anything else typed ("other"): a datalist, so it works
 * without JavaScript. The pick-lists of issue 31 (vehicle makes and models, suburbs, couriers) are these.
 */
import type { ComponentProps } from 'react';
import { Field } from './form';

type Props = ComponentProps<typeof Field> & { listId: string; suggestions: readonly string[] };

export function SuggestField({ listId, suggestions, ...field }: Props) {
  return (
    <>
      <Field type="text" list={listId} autoComplete="off" {...field} />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
