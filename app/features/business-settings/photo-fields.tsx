/**
 * Logo and cover photo: one file each through the existing photo upload (uploadPhoto). A photo uploaded by a
 * post that was then refused rides along in a hidden field, so it is not lost with the refusal.
 */
import type { ChangeEvent } from 'react';
import { Field } from '~/components/form';
import { PHOTO_ACCEPT, photoProblem } from '~/features/media/photo-rules';
import * as s from './business-settings.css';
import type { SettingsValues } from './settings-values';
import type { SettingsWords } from './settings-text';

type Props = { values: SettingsValues; errors: Record<string, string | undefined>; w: SettingsWords };

/** With JavaScript, a photo over 2 MB is refused when chosen, before a phone spends data sending it. */
function checkChosen(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const problem = photoProblem(Array.from(input.files ?? []));
  input.setCustomValidity(problem ?? '');
  if (problem) input.reportValidity();
}

export function PhotoFields({ values, errors, w }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w['businessSettings.photos']}</legend>
      <div className={s.photoRow}>
        {values.logo ? <img className={s.logoPreview} src={values.logo} alt={w['businessSettings.currentLogo']} width={72} height={72} /> : null}
        <Field
          label={w['businessSettings.logo']}
          name="logo"
          type="file"
          accept={PHOTO_ACCEPT}
          hint={w['businessSettings.logoHint']}
          error={errors.logo}
          onChange={checkChosen}
        />
      </div>
      <div className={s.photoRow}>
        {values.coverImage ? (
          <img className={s.coverPreview} src={values.coverImage} alt={w['businessSettings.currentCover']} width={360} height={120} />
        ) : null}
        <Field
          label={w['businessSettings.cover']}
          name="coverImage"
          type="file"
          accept={PHOTO_ACCEPT}
          hint={w['businessSettings.coverHint']}
          error={errors.coverImage}
          onChange={checkChosen}
        />
      </div>
      <input type="hidden" name="uploadedLogo" value={values.uploadedLogo} />
      <input type="hidden" name="uploadedCoverImage" value={values.uploadedCoverImage} />
    </fieldset>
  );
}
