/**
 * The multi-step product form (spec overlay 7): numbered steps, each a plain post that carries the whole draft
 * (form-values.ts), so it works without JavaScript, keeps everything typed when a step is refused (errors
 * beside the fields) and can be saved as a draft from any step.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert } from '~/components/form';
import { fill } from '~/lib/i18n/fill';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { BasicsStep, type CategoryOption } from './basics-step';
import { DetailsStep } from './details-step';
import { HiddenFields } from './hidden-fields';
import { PhotosStep } from './photos-step';
import { PriceStep } from './price-step';
import type { FormState } from './product-form.server';
import { ReviewStep } from './review-step';
import { emptyValues } from './form-values';
import type { ProductFormText } from './product-form-text';
import { LAST_STEP, STEPS } from './steps';
import type { ProductKind } from '../../../schema/rest/shared';
import * as s from './product-form.css';

/** A new product's form: step 1, nothing typed yet, of the kind the page was opened for. */
export const startState = (kind: ProductKind): FormState => ({ step: 1, values: emptyValues(kind), fieldErrors: {}, formError: null, upgrade: null });

export function ProductForm({
  state,
  categories,
  label,
  text,
}: {
  state: FormState;
  categories: CategoryOption[];
  label: string;
  text: ProductFormText;
}) {
  const { step, values, fieldErrors: errors } = state;
  const { w } = text;
  const title = (n: number) => w[`step${n}` as 'step1'];
  const busy = useNavigation().state === 'submitting';
  const sizesShown = step === 2 && (values.kind === 'clothing' || values.kind === 'hat');
  const categoryName = categories.find((c) => c.id === values.categoryId)?.name ?? null;
  return (
    <Form method="post" encType="multipart/form-data" className={s.form} aria-label={label} noValidate>
      <button className={s.defaultButton} type="submit" name="intent" value={step === LAST_STEP ? 'stay' : 'next'} tabIndex={-1} aria-hidden="true">
        {w.next}
      </button>
      <input type="hidden" name="step" value={step} />
      <nav aria-label={w.steps}>
        <ol className={s.steps}>
          {STEPS.map((st) => (
            <li key={st.n}>
              <button className={s.stepButton} type="submit" name="intent" value={`step-${st.n}`} aria-current={st.n === step ? 'step' : undefined}>
                <span className={s.stepNumber}>{st.n}</span> {title(st.n)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {state.upgrade ? <UpgradeNotice>{state.upgrade}</UpgradeNotice> : null}
      <FormAlert>{state.formError}</FormAlert>
      {step === 1 ? <BasicsStep values={values} errors={errors} categories={categories} text={text} /> : null}
      {step === 2 ? <DetailsStep values={values} errors={errors} text={text} /> : null}
      {step === 3 ? <PhotosStep values={values} errors={errors} w={w} /> : null}
      {step === 4 ? <PriceStep values={values} errors={errors} w={w} /> : null}
      {step === 5 ? <ReviewStep values={values} errors={errors} categoryName={categoryName} text={text} /> : null}
      <HiddenFields values={values} step={step} sizesShown={sizesShown} />
      <div className={s.actions}>
        {step > 1 ? (
          <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="back">
            {w.back}
          </button>
        ) : null}
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="draft" disabled={busy}>
          {w.saveDraft}
        </button>
        {step < LAST_STEP ? (
          <button className={button()} type="submit" name="intent" value="next">
            {fill(w.nextStep, { step: title(step + 1) })}
          </button>
        ) : (
          <button className={button()} type="submit" name="intent" value="publish" disabled={busy}>
            {w.publish}
          </button>
        )}
      </div>
    </Form>
  );
}
