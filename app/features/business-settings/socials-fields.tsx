/** Social links: people type a handle, "@handle" or the page's address; the API stores the full address. */
import { Field } from '~/components/form';
import * as s from './business-settings.css';
import { SOCIAL_FIELDS, type SettingsValues } from './settings-values';

type Props = { values: SettingsValues; errors: Record<string, string | undefined> };

export function SocialsFields({ values, errors }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>Social media (optional)</legend>
      <div className={s.pair}>
        {SOCIAL_FIELDS.map(([network, label]) => (
          <Field
            key={network}
            label={label}
            name={network}
            maxLength={200}
            placeholder="@yourshop"
            autoCapitalize="none"
            defaultValue={values.socials[network]}
            error={errors[network]}
          />
        ))}
      </div>
    </fieldset>
  );
}
