/**
 * The fields of a buyer request — what, details, category of the 14, budget, city — shared by posting one and
 * editing it. Their rules are in request-form.ts, apart, so zod stays out of the browser's bundle.
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

export function RequestFields({ errors = {}, defaults = {} }: { errors?: Record<string, string>; defaults?: RequestDefaults }) {
  const categories = useBusinessCategories();
  return (
    <>
      <Field
        label="I am looking for"
        name="title"
        required
        maxLength={120}
        placeholder="e.g. 2 bedroom flat to rent in Avondale"
        defaultValue={defaults.title}
        error={errors.title}
      />
      <label className={formStyles.field}>
        <span className={formStyles.label}>Details</span>
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
        <span className={formStyles.label}>Category</span>
        <select className={formStyles.input} name="categoryId" required defaultValue={defaults.categoryId?.toString() ?? ''}>
          <option value="" disabled>
            Choose a category
          </option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? <span className={formStyles.error}>{errors.categoryId}</span> : null}
      </label>
      <Field
        label="Budget in US$ (optional)"
        name="budget"
        type="number"
        min="1"
        step="0.01"
        inputMode="decimal"
        defaultValue={defaults.budget}
        error={errors.budget}
      />
      <label className={formStyles.field}>
        <span className={formStyles.label}>City or town</span>
        <select className={formStyles.input} name="city" required defaultValue={defaults.city ?? ''}>
          <option value="" disabled>
            Choose your city
          </option>
          {CITIES.map((c) => (
            <option key={c.slug} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.city ? <span className={formStyles.error}>{errors.city}</span> : null}
      </label>
    </>
  );
}
