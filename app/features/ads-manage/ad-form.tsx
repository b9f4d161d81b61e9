/**
 * The ad form (add and update): what it promotes (one of the business's published products or the whole
 * store), title, placement, pricing, bid and daily budget in dollars, first and last day, keywords and city.
 * A plain form post: it works without JavaScript; errors come back per field with the API's messages.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { AD_LIMITS } from '../../../schema/rest/ads';
import type { AdFormText } from './ad-form-text.server';
import type { AdFormResult, AdFormValues } from './ad-form-values';
import * as s from './ads-manage.css';

interface Props {
  values: AdFormValues;
  products: { id: string; name: string }[];
  result?: AdFormResult;
  submitLabel: string;
  busy: boolean;
  /** The form's words in the page's language (ad-form-text.server.ts). */
  text: AdFormText;
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

export function AdForm({ values, products, result, submitLabel, busy, text }: Props) {
  const { w } = text;
  const e = result?.fieldErrors ?? {};
  const productOptions: [string, string][] = [['', w['adsForm.wholeStore']], ...products.map((p): [string, string] => [p.id, p.name])];
  if (values.productId && !products.some((p) => p.id === values.productId)) productOptions.push([values.productId, w['adsForm.currentProduct']]);
  return (
    <Form method="post" className={s.form} aria-label={w['adsForm.settings']}>
      <FormAlert>{result?.formError}</FormAlert>
      <input type="hidden" name="intent" value="save" />
      <Select label={w['adsForm.promotes']} name="productId" value={values.productId} error={e.productId} options={productOptions} />
      <Field
        label={w['adsForm.adTitle']}
        name="title"
        required
        maxLength={AD_LIMITS.titleMax}
        defaultValue={values.title}
        error={e.title}
        hint={text.titleHint}
      />
      <Select
        label={w['adsForm.placement']}
        name="placement"
        value={values.placement}
        error={e.placement}
        options={Object.entries(text.placements)}
      />
      <Select label={w['adsForm.pricing']} name="pricing" value={values.pricing} error={e.pricing} options={Object.entries(text.pricings)} />
      <div className={s.twoFields}>
        <Field
          label={w['adsForm.bid']}
          name="bid"
          type="number"
          inputMode="decimal"
          min={0.05}
          step="0.01"
          required
          defaultValue={values.bid}
          error={e.bid}
          hint={text.bidHint}
        />
        <Field
          label={w['adsForm.dailyBudget']}
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
        <Field label={w['adsForm.firstDay']} name="startsOn" type="date" required defaultValue={values.startsOn} error={e.startsOn} />
        <Field label={w['adsForm.lastDay']} name="endsOn" type="date" required defaultValue={values.endsOn} error={e.endsOn} />
      </div>
      <Field
        label={w['adsForm.keywords']}
        name="keywords"
        maxLength={AD_LIMITS.keywordsMax}
        defaultValue={values.keywords}
        error={e.keywords}
        hint={w['adsForm.keywordsHint']}
      />
      <Field label={w['adsForm.city']} name="city" maxLength={80} defaultValue={values.city} error={e.city} hint={w['adsForm.cityHint']} />
      <button className={button()} type="submit" disabled={busy}>
        {busy ? w['adsForm.saving'] : submitLabel}
      </button>
    </Form>
  );
}
