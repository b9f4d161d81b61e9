/** Social links: people type a handle, "@handle" or the page's address; the API stores the full address. */
import { Field } from '~/components/form';
import * as s from './business-settings.css';
import { SOCIAL_FIELDS, type SettingsValues } from './settings-values';
import type { SettingsWords } from './settings-text';

type Props = { values: SettingsValues; errors: Record<string, string | undefined>; w: SettingsWords };

export function SocialsFields({ values, errors, w }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w['businessSettings.socials']}</legend>
      <div className={s.pair}>
        {SOCIAL_FIELDS.map(([network, label]) => (
          <Field
            key={network}
            label={label}
            name={network}
            maxLength={200}
            placeholder={w['businessSettings.handlePlaceholder']}
            autoCapitalize="none"
            defaultValue={values.socials[network]}
            error={errors[network]}
          />
        ))}
      </div>
    </fieldset>
  );
}
