/** Step 1: what kind of listing it is, its name, category and description. */
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import { formStyles } from '~/components/form';
import { kindLabel } from '~/lib/product-links';
import { SelectField, TextareaField, TextField, type Errors } from './fields';
import type { FormValues } from './form-values';
import * as s from './product-form.css';

export interface CategoryOption {
  id: string;
  name: string;
  parentId?: string | null;
}

/** Products go in leaf categories: grouped under their top category, as the site's menu shows them. */
function CategorySelect({ categories, value, error }: { categories: CategoryOption[]; value: string; error?: string }) {
  const hasChildren = new Set(categories.map((c) => c.parentId).filter(Boolean));
  const tops = categories.filter((c) => !c.parentId);
  const id = 'field-categoryId';
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        Category
      </label>
      <select
        className={s.control}
        id={id}
        name="categoryId"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose a category</option>
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

export function BasicsStep({ values, errors, categories }: { values: FormValues; errors: Errors; categories: CategoryOption[] }) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>1. Kind & basics</legend>
      <SelectField
        label="Kind of listing"
        name="kind"
        value={values.kind}
        error={errors.kind}
        options={PRODUCT_KINDS.map((k) => [k, kindLabel[k.toUpperCase()] ?? k] as const)}
      />
      <TextField label="Name" name="name" value={values.name} error={errors.name} hint="What buyers search for, e.g. “Samsung Galaxy A15, 128 GB”." />
      <CategorySelect categories={categories} value={values.categoryId} error={errors.categoryId} />
      <TextareaField
        label="Short description (optional)"
        name="shortDescription"
        value={values.shortDescription}
        error={errors.shortDescription}
        maxLength={300}
        hint="One or two lines shown under the name."
      />
      <TextareaField label="Description (optional)" name="description" value={values.description} error={errors.description} maxLength={5000} />
      <TextField label="SKU, your own stock code (optional)" name="sku" value={values.sku} error={errors.sku} maxLength={64} />
    </fieldset>
  );
}
