/** The first sections of the settings form: what the business is called, says about itself and sells. */
import { Field, formStyles } from '~/components/form';
import { useBusinessCategories } from '~/features/catalogue/business-categories';
import * as s from './business-settings.css';
import type { SettingsValues } from './settings-values';
import type { SettingsWords } from './settings-text';

type Props = { values: SettingsValues; errors: Record<string, string | undefined>; w: SettingsWords };

export function BasicsFields({ values, errors, w }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w['businessSettings.basics']}</legend>
      <Field
        label={w['businessSettings.name']}
        name="name"
        required
        maxLength={80}
        autoComplete="organization"
        defaultValue={values.name}
        error={errors.name}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-description">
          {w['businessSettings.about']}
        </label>
        <textarea
          className={s.textarea}
          id="field-description"
          name="description"
          maxLength={2000}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'field-description-error' : undefined}
        />
        {errors.description ? (
          <p className={formStyles.error} id="field-description-error">
            {errors.description}
          </p>
        ) : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-status">
          {w['businessSettings.storefront']}
        </label>
        <select className={formStyles.input} id="field-status" name="status" defaultValue={values.status}>
          <option value="PUBLISH">{w['businessSettings.open']}</option>
          <option value="DRAFT">{w['businessSettings.hidden']}</option>
        </select>
        {errors.status ? <p className={formStyles.error}>{errors.status}</p> : null}
      </div>
    </fieldset>
  );
}

export function CategoryFields({ values, errors, w }: Props) {
  const categories = useBusinessCategories();
  const chosen = new Set(values.categoryIds);
  return (
    <fieldset className={s.section} aria-describedby={errors.categoryIds ? 'categories-error' : undefined}>
      <legend className={s.legend}>{w['businessSettings.whatYouSell']}</legend>
      <p className={formStyles.hint}>{w['businessSettings.categoriesHint']}</p>
      <div className={s.categoryGrid}>
        {categories.map((c) => (
          <label key={c.id} className={s.check}>
            <input type="checkbox" name="categoryIds" value={c.id} defaultChecked={chosen.has(String(c.id))} />
            {/* An editor's category name (content). */}
            <span translate="no">{c.name}</span>
          </label>
        ))}
      </div>
      {errors.categoryIds ? (
        <p className={formStyles.error} id="categories-error">
          {errors.categoryIds}
        </p>
      ) : null}
    </fieldset>
  );
}
