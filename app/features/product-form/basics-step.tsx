/** Step 1: what kind of listing it is, its name, category and description. */
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import { formStyles } from '~/components/form';
import { fieldBinder, SelectField, TextareaField, TextField, type Errors } from './fields';
import type { FormValues } from './form-values';
import type { ProductFormText } from './product-form-text';
import * as s from './product-form.css';

export interface CategoryOption {
  id: string;
  name: string;
  parentId?: string | null;
}

/** Products go in leaf categories: grouped under their top category, as the site's menu shows them. */
function CategorySelect({ categories, value, error, w }: { categories: CategoryOption[]; value: string; error?: string; w: ProductFormText['w'] }) {
  const hasChildren = new Set(categories.map((c) => c.parentId).filter(Boolean));
  const tops = categories.filter((c) => !c.parentId);
  const id = 'field-categoryId';
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {w.category}
      </label>
      <select
        className={s.control}
        id={id}
        name="categoryId"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{w.chooseCategory}</option>
        {tops.map((top) => {
          const leaves = categories.filter((c) => c.parentId === top.id && !hasChildren.has(c.id));
          if (!leaves.length)
            return hasChildren.has(top.id) ? null : (
              <option key={top.id} value={top.id}>
                {top.name}
              </option>
            );
          return (
            <optgroup key={top.id} label={top.name}>
              {leaves.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      {error ? (
        <p className={formStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BasicsStep({
  values,
  errors,
  categories,
  text,
}: {
  values: FormValues;
  errors: Errors;
  categories: CategoryOption[];
  text: ProductFormText;
}) {
  const { w } = text;
  const bind = fieldBinder(values, errors);
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>1. {w.step1}</legend>
      <SelectField label={w.kindOfListing} {...bind('kind')} options={PRODUCT_KINDS.map((k) => [k, text.kinds[k] ?? k] as const)} />
      <TextField label={w.name} {...bind('name')} hint={w.nameHint} />
      <CategorySelect categories={categories} value={values.categoryId} error={errors.categoryId} w={w} />
      <TextareaField label={w.shortDescription} {...bind('shortDescription')} maxLength={300} hint={w.shortDescriptionHint} />
      <TextareaField label={w.description} {...bind('description')} maxLength={5000} />
      <TextField label={w.sku} {...bind('sku')} maxLength={64} />
    </fieldset>
  );
}
