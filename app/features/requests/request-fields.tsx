/**
 * The fields of a buyer request — what, details, category of the 14, budget, city — shared by posting one and
 * editing it. Their rules are in request-form.ts, apart, so zod stays out of the browser's bundle; their words
 * come finished in the page's language (request-form-text.server.ts). Category names are the editors' (translate=no).
 */
import { Field, formStyles } from '~/components/form';
import { useBusinessCategories } from '~/features/catalogue/business-categories';
import { CITIES } from '~/features/search/cities';

export interface RequestDefaults {
  title?: string;
  description?: string;
  categoryId?: number;
  /** US$, as typed. */
  budget?: string;
  city?: string;
}

export interface RequestFieldsText {
  lookingFor: string;
  placeholder: string;
  details: string;
  category: string;
  chooseCategory: string;
  budget: string;
  city: string;
  chooseCity: string;
}

interface Props {
  errors?: Record<string, string>;
  defaults?: RequestDefaults;
  text: RequestFieldsText;
}

export function RequestFields({ errors = {}, defaults = {}, text: w }: Props) {
  const categories = useBusinessCategories();
  return (
    <>
      <Field
        label={w.lookingFor}
        name="title"
        required
        maxLength={120}
        placeholder={w.placeholder}
        defaultValue={defaults.title}
        error={errors.title}
      />
      <label className={formStyles.field}>
        <span className={formStyles.label}>{w.details}</span>
        <textarea
          className={formStyles.input}
          name="description"
          rows={4}
          required
          minLength={10}
          maxLength={2000}
          defaultValue={defaults.description}
        />
        {errors.description ? <span className={formStyles.error}>{errors.description}</span> : null}
      </label>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{w.category}</span>
        <select className={formStyles.input} name="categoryId" required defaultValue={defaults.categoryId?.toString() ?? ''}>
          <option value="" disabled>
            {w.chooseCategory}
          </option>
          {categories.map((c) => (
            <option key={c.id} translate="no" value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? <span className={formStyles.error}>{errors.categoryId}</span> : null}
      </label>
      <Field
        label={w.budget}
        name="budget"
        type="number"
        min="1"
        step="0.01"
        inputMode="decimal"
        defaultValue={defaults.budget}
        error={errors.budget}
      />
      <label className={formStyles.field}>
        <span className={formStyles.label}>{w.city}</span>
        <select className={formStyles.input} name="city" required defaultValue={defaults.city ?? ''}>
          <option value="" disabled>
            {w.chooseCity}
          </option>
          {CITIES.map((c) => (
            <option key={c.slug} translate="no" value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.city ? <span className={formStyles.error}>{errors.city}</span> : null}
      </label>
    </>
  );
}
