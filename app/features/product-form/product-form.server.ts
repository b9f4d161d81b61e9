/**
 * What every product form page does with a post. The draft rides in the post (see form-values.ts); the button
 * pressed (`intent`) says what to do with it:
 *   next / back / step-N   move between the numbered steps; moving forward checks the steps left behind
 *   stay                   show the step again (after "Add another size", an upload, a reorder)
 *   photo-main-i, photo-up-i, photo-down-i, photo-remove-i   order the photos (the first is the main one)
 *   draft / publish        save (create or update) as a draft or published
 * Chosen photo files are uploaded on any post (the existing uploadPhoto) and appended in order, so a photo
 * is never lost with a refusal of another field.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { MAX_PRODUCT_IMAGES } from '../../../schema/rest/product-input';
import { photoProblem } from '~/features/media/photo-rules';
import { chosenPhotos, formTooLarge, uploadPhotos } from '~/features/media/upload-photos.server';
import type { ProductInput } from '~/graphql/generated/graphql';
import { NEW_PHOTOS_FIELD } from './photo-field';
import { emptyValues, postedValues, toInput, type FieldErrors, type FormValues } from './form-values';
import { asStep, firstStepWithError, LAST_STEP, stepOf, type StepNumber } from './steps';

export { NEW_PHOTOS_FIELD };

export interface FormState {
  step: StepNumber;
  values: FormValues;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The package does not allow it: the page shows the upgrade notice with this message. */
  upgrade: string | null;
}

export type SaveResult =
  | { ok: true; slug: string; kind: string; status: string; name: string }
  | { ok: false; userErrors: { field?: string | null; message: string }[]; upgradeRequired: boolean };

export type PostOutcome = { saved: Extract<SaveResult, { ok: true }> } | { state: FormState };

const state = (
  step: StepNumber,
  values: FormValues,
  fieldErrors: FieldErrors = {},
  formError: string | null = null,
  upgrade: string | null = null,
): PostOutcome => ({
  state: { step, values, fieldErrors, formError, upgrade },
});

/** Moves photo i: to the front (main), one up, one down, or out. */
export function reorderPhotos(images: string[], intent: string): string[] {
  const match = /^photo-(main|up|down|remove)-(\d{1,2})$/.exec(intent);
  if (!match) return images;
  const i = Number(match[2]);
  if (i >= images.length) return images;
  const out = [...images];
  const [photo] = out.splice(i, 1);
  if (match[1] === 'remove') return out;
  const to = match[1] === 'main' ? 0 : match[1] === 'up' ? Math.max(0, i - 1) : Math.min(out.length, i + 1);
  out.splice(to, 0, photo);
  return out;
}

export async function handleProductPost(
  context: AppLoadContext,
  request: Request,
  save: (input: ProductInput) => Promise<SaveResult>,
): Promise<PostOutcome> {
  // A multipart body is read whole: refuse one no form of ours can need before reading it.
  if (formTooLarge(request)) return state(1, emptyValues(), {}, 'Your photos are too large: at most 4 at a time, 2 MB each. Please start again.');
  const form = await request.formData();
  const values = postedValues(form);
  const step = asStep(form.get('step'));
  const intent = String(form.get('intent') ?? 'stay').slice(0, 40);

  // New photos first, whatever the button: what was chosen is kept even if another field is refused.
  const files = chosenPhotos(form, NEW_PHOTOS_FIELD);
  if (files.length) {
    const problem = photoProblem(files) ?? (values.images.length + files.length > MAX_PRODUCT_IMAGES ? `At most ${MAX_PRODUCT_IMAGES} photos` : null);
    if (problem) return state(3, values, { images: problem });
    const uploaded = await uploadPhotos(context, request, files);
    if ('error' in uploaded) return state(3, values, { images: uploaded.error });
    values.images = [...values.images, ...uploaded.urls];
  }
  values.images = reorderPhotos(values.images, intent);

  if (intent === 'back') return state(Math.max(1, step - 1) as StepNumber, values);
  if (intent.startsWith('photo-') || intent === 'stay') return state(step, values);

  const target = intent === 'next' ? Math.min(LAST_STEP, step + 1) : /^step-[1-5]$/.test(intent) ? asStep(intent.slice(5)) : null;
  if (target !== null) {
    if (target <= step) return state(target as StepNumber, values);
    // Forward: the steps being left behind must be right (later steps' fields are not asked for yet).
    const checked = toInput(values, 'publish');
    const behind = Object.fromEntries(Object.entries(checked.errors ?? {}).filter(([field]) => stepOf(field) < target));
    const stuck = firstStepWithError(behind);
    return stuck ? state(stuck, values, behind) : state(target as StepNumber, values);
  }

  const status = intent === 'draft' ? 'draft' : 'publish';
  const checked = toInput(values, status);
  if (!checked.input) return state(firstStepWithError(checked.errors) ?? step, values, checked.errors);
  const result = await save(checked.input);
  if (result.ok) return { saved: result };
  if (result.upgradeRequired) return state(step, values, {}, null, result.userErrors[0]?.message ?? 'Your package does not allow this');
  const fieldErrors: FieldErrors = {};
  let formError: string | null = null;
  for (const e of result.userErrors) {
    if (e.field) fieldErrors[e.field] ??= e.message;
    else formError ??= e.message;
  }
  return state(firstStepWithError(fieldErrors) ?? step, values, fieldErrors, formError);
}

/** A refusal answers 400; moving between steps is an ordinary answer. */
export const statusOf = (s: FormState) => (Object.keys(s.fieldErrors).length || s.formError || s.upgrade ? 400 : 200);
