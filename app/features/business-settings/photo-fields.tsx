/**
 * Logo and cover photo: one file each through the existing photo upload (uploadPhoto). A photo uploaded by a
 * post that was then refused rides along in a hidden field, so it is not lost with the refusal.
 */
import type { ChangeEvent } from 'react';
import { Field } from '~/components/form';
import { PHOTO_ACCEPT, photoProblem } from '~/features/media/photo-rules';
import * as s from './business-settings.css';
import type { SettingsValues } from './settings-values';

type Props = { values: SettingsValues; errors: Record<string, string | undefined> };

/** With JavaScript, a photo over 2 MB is refused when chosen, before a phone spends data sending it. */
function checkChosen(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const problem = photoProblem(Array.from(input.files ?? []));
  input.setCustomValidity(problem ?? '');
  if (problem) input.reportValidity();
}

export function PhotoFields({ values, errors }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>Logo and cover photo (optional)</legend>
      <div className={s.photoRow}>
        {values.logo ? <img className={s.logoPreview} src={values.logo} alt="Current logo" width={72} height={72} /> : null}
        <Field
          label="Logo"
          name="logo"
          type="file"
          accept={PHOTO_ACCEPT}
          hint="A square JPEG, PNG or WebP, at most 2 MB."
          error={errors.logo}
          onChange={checkChosen}
        />
      </div>
      <div className={s.photoRow}>
        {values.coverImage ? <img className={s.coverPreview} src={values.coverImage} alt="Current cover" width={360} height={120} /> : null}
        <Field
          label="Cover photo"
          name="coverImage"
          type="file"
          accept={PHOTO_ACCEPT}
          hint="A wide photo of your shop or products, at most 2 MB."
          error={errors.coverImage}
          onChange={checkChosen}
        />
      </div>
      <input type="hidden" name="uploadedLogo" value={values.uploadedLogo} />
      <input type="hidden" name="uploadedCoverImage" value={values.uploadedCoverImage} />
    </fieldset>
  );
}
