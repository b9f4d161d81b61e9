/**
 * The optional photo picker of a form (the form needs encType="multipart/form-data"). Without JavaScript it is
 * a plain file input the server checks; with it, too many or too large photos are refused as soon as they are
 * chosen, before a phone spends data sending them.
 */
import type { ChangeEvent } from 'react';
import { Field } from '~/components/form';
import { PHOTO_ACCEPT, PHOTO_MESSAGES, PHOTOS_FIELD, PHOTOS_LABEL, photoProblem } from './photo-rules';

/** The picker's words in the page's language (the form's loader writes them); English when none are given. */
export interface PhotoInputText {
  label: string;
  hint: string;
  tooMany: string;
  tooLarge: string;
}

function checkChosen(event: ChangeEvent<HTMLInputElement>, text?: PhotoInputText) {
  const input = event.currentTarget;
  const problem = photoProblem(Array.from(input.files ?? []));
  const said =
    problem && text
      ? problem.startsWith(PHOTO_MESSAGES.tooLarge)
        ? text.tooLarge + problem.slice(PHOTO_MESSAGES.tooLarge.length)
        : text.tooMany
      : problem;
  input.setCustomValidity(said ?? '');
  if (said) input.reportValidity();
}

export function PhotoInput({ error, name = PHOTOS_FIELD, text }: { error?: string; name?: string; text?: PhotoInputText }) {
  return (
    <Field
      label={text?.label ?? PHOTOS_LABEL}
      name={name}
      type="file"
      accept={PHOTO_ACCEPT}
      multiple
      error={error}
      hint={text?.hint ?? 'JPEG, PNG or WebP. A photo helps stores see what you mean.'}
      onChange={(event) => checkChosen(event, text)}
    />
  );
}
