/**
 * The optional photo picker of a form (the form needs encType="multipart/form-data"). Without JavaScript it is
 * a plain file input the server checks; with it, too many or too large photos are refused as soon as they are
 * chosen, before a phone spends data sending them.
 */
import type { ChangeEvent } from 'react';
import { Field } from '~/components/form';
import { PHOTO_ACCEPT, PHOTOS_FIELD, PHOTOS_LABEL, photoProblem } from './photo-rules';

function checkChosen(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const problem = photoProblem(Array.from(input.files ?? []));
  input.setCustomValidity(problem ?? '');
  if (problem) input.reportValidity();
}

export function PhotoInput({ error, name = PHOTOS_FIELD }: { error?: string; name?: string }) {
  return (
    <Field
      label={PHOTOS_LABEL}
      name={name}
      type="file"
      accept={PHOTO_ACCEPT}
      multiple
      error={error}
      hint="JPEG, PNG or WebP. A photo helps stores see what you mean."
      onChange={checkChosen}
    />
  );
}
