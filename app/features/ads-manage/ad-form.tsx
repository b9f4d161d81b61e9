/**
 * The ad form (add and update): what it promotes (one of the business's published products or the whole
 * store), title, placement, pricing, bid and daily budget in dollars, first and last day, keywords and city.
 * A plain form post: it works without JavaScript; errors come back per field with the API's messages.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { AD_LIMITS } from '../../../schema/rest/ads';
import { PLACEMENT_LABELS, PRICING_LABELS } from './labels';
import type { AdFormResult, AdFormValues } from './ad-form-values';
import * as s from './ads-manage.css';

interface Props {
  values: AdFormValues;
  products: { id: string; name: string }[];
  result?: AdFormResult;
  submitLabel: string;
  busy: boolean;
}

function Select({ label, name, value, error, options }: { label: string; name: string; value: string; error?: string; options: [string, string][] }) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`field-${name}`}>
        {label}
      </label>
      <select
        className={formStyles.input}
        id={`field-${name}`}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p className={formStyles.error} id={`field-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AdForm({ values, products, result, submitLabel, busy }: Props) {
  const e = result?.fieldErrors ?? {};
  const productOptions: [string, string][] = [['', 'The whole store'], ...products.map((p): [string, string] => [p.id, p.name])];
  if (values.productId && !products.some((p) => p.id === values.productId))
    productOptions.push([values.productId, 'The current product (unpublished)']);
  return (
    <Form method="post" className={s.form} aria-label="Ad settings">
      <FormAlert>{result?.formError}</FormAlert>
      <input type="hidden" name="intent" value="save" />
      <Select label="What the ad promotes" name="productId" value={values.productId} error={e.productId} options={productOptions} />
      <Field
        label="Title"
        name="title"
        required
        maxLength={AD_LIMITS.titleMax}
        defaultValue={values.title}
        error={e.title}
        hint={`Up to ${AD_LIMITS.titleMax} characters, shown with the ad.`}
      />
      <Select label="Where it shows" name="placement" value={values.placement} error={e.placement} options={Object.entries(PLACEMENT_LABELS)} />
      <Select label="How you pay" name="pricing" value={values.pricing} error={e.pricing} options={Object.entries(PRICING_LABELS)} />
      <div className={s.twoFields}>
        <Field
          label="Bid (US$)"
          name="bid"
          type="number"
          inputMode="decimal"
          min={0.05}
          step="0.01"
          required
          defaultValue={values.bid}
          error={e.bid}
          hint={`Per 1,000 views at least $${(AD_LIMITS.minCpmBidCents / 100).toFixed(2)}; per click at least $${(AD_LIMITS.minCpcBidCents / 100).toFixed(2)}.`}
        />
        <Field
          label="Daily budget (US$)"
          name="dailyBudget"
          type="number"
          inputMode="decimal"
          min={1}
          max={1000}
          step="0.01"
          required
          defaultValue={values.dailyBudget}
          error={e.dailyBudget}
        />
      </div>
      <div className={s.twoFields}>
        <Field label="First day" name="startsOn" type="date" required defaultValue={values.startsOn} error={e.startsOn} />
        <Field label="Last day" name="endsOn" type="date" required defaultValue={values.endsOn} error={e.endsOn} />
      </div>
      <Field
        label="Search keywords (optional)"
        name="keywords"
        maxLength={AD_LIMITS.keywordsMax}
        defaultValue={values.keywords}
        error={e.keywords}
        hint="Separate them with commas, e.g. solar, lantern."
      />
      <Field
        label="City (optional)"
        name="city"
        maxLength={80}
        defaultValue={values.city}
        error={e.city}
        hint="Shown first to buyers in this city."
      />
      <button className={button()} type="submit" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </Form>
  );
}
