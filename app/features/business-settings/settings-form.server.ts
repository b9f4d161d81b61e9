/**
 * What both settings pages do with a post: read the typed values back (to show them again on a refusal),
 * check the form's own shape, upload a new logo or cover photo, then create or update through GraphQL. The
 * rules of the settings themselves (lengths, phones, socials, categories, hours) are the API's: its refusals
 * come back naming a field and are shown next to it.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { photoProblem } from '~/features/media/photo-rules';
import { chosenPhotos, formTooLarge, uploadPhotos } from '~/features/media/upload-photos.server';
import type { BusinessSettingsInput } from '~/graphql/generated/graphql';
import { phoneFromLocalPart } from '~/lib/phone';
import { COPY_MONDAY, SOCIAL_FIELDS, copyMondayToWeekdays, formFieldOf, hoursField, type SettingsValues, type SocialField } from './settings-values';
import { refusalIn } from '~/features/dashboard/refusal.server';
import { requestTranslator, translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';

/** The API's refusals this form knows by wording (schema/rest/business-settings.ts, business-fields.ts). */
const REFUSALS: readonly MessageKey[] = [
  'businessSettings.errorNameShort',
  'businessSettings.errorCity',
  'businessSettings.errorEmail',
  'businessSettings.errorProvince',
  'businessSettings.requestFailed',
  'checkout.refusedPhone',
];
const settingsRefusal = (t: Translate, message: string) => refusalIn(t, message, REFUSALS);

export type FieldErrors = Record<string, string>;

export interface SettingsFailure {
  values: SettingsValues;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** Set when the package does not allow it: the page shows the upgrade notice with this message. */
  upgrade: string | null;
  /** Set when the post asked for something other than saving (the hours copied): nothing was refused. */
  notice: string | null;
}

/** The status a settings page answers a post it did not save with. */
export const failureStatus = (failure: SettingsFailure) => (failure.notice ? 200 : failure.upgrade ? 403 : 400);

/** Every text field is bounded well above what the API accepts, so its own message is what people see. */
const posted = (form: FormData, name: string, max = 4000) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/** The values as posted; the current photos and the day list come from the page's own values. */
export function postedValues(form: FormData, current: SettingsValues): SettingsValues {
  const uploadedLogo = posted(form, 'uploadedLogo', 500);
  const uploadedCoverImage = posted(form, 'uploadedCoverImage', 500);
  return {
    status: posted(form, 'status') === 'DRAFT' ? 'DRAFT' : 'PUBLISH',
    name: posted(form, 'name'),
    description: posted(form, 'description'),
    categoryIds: form
      .getAll('categoryIds')
      .filter((v): v is string => typeof v === 'string')
      .slice(0, 20)
      .map((v) => v.slice(0, 12)),
    phone: posted(form, 'phone', 40),
    whatsApp: posted(form, 'whatsApp', 40),
    email: posted(form, 'email'),
    website: posted(form, 'website'),
    shopAddress: posted(form, 'shopAddress'),
    streetAddress: posted(form, 'streetAddress'),
    suburb: posted(form, 'suburb'),
    city: posted(form, 'city'),
    province: posted(form, 'province'),
    lat: posted(form, 'lat', 40),
    lng: posted(form, 'lng', 40),
    hours: current.hours.map((d) => ({
      day: d.day,
      open: posted(form, hoursField('open', d.day), 10),
      close: posted(form, hoursField('close', d.day), 10),
      closed: form.get(hoursField('closed', d.day)) !== null,
    })),
    socials: Object.fromEntries(SOCIAL_FIELDS.map(([n]) => [n, posted(form, n, 400)])) as Record<SocialField, string>,
    logo: uploadedLogo || current.logo,
    coverImage: uploadedCoverImage || current.coverImage,
    uploadedLogo,
    uploadedCoverImage,
  };
}

const coordinate = (label: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = Number(v);
      if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(v) || !Number.isFinite(n)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: label === 'latitude' ? 'businessSettings.errorLat' : 'businessSettings.errorLng',
        });
      }
      return n;
    });

/** The form's own checks: only what the API cannot say about a form (numbers typed as text, the pin's pair). */
const formShape = z
  .object({ lat: coordinate('latitude'), lng: coordinate('longitude') })
  .refine((v) => (v.lat === null) === (v.lng === null), { message: 'businessSettings.errorPair', path: ['lat'] });

const orNull = (v: string) => (v.trim() === '' ? null : v);

export function settingsInput(
  values: SettingsValues,
  pin: { lat: number | null; lng: number | null },
  photos: { logo?: string; coverImage?: string },
): BusinessSettingsInput {
  const phone = (v: string) => (v.trim() === '' ? '' : phoneFromLocalPart(v));
  return {
    status: values.status,
    name: values.name,
    description: values.description,
    categoryIds: values.categoryIds,
    phone: phone(values.phone),
    whatsApp: phone(values.whatsApp),
    email: values.email,
    website: values.website,
    address: {
      shopAddress: orNull(values.shopAddress),
      streetAddress: orNull(values.streetAddress),
      suburb: orNull(values.suburb),
      city: values.city,
      province: orNull(values.province),
    },
    location: pin.lat !== null && pin.lng !== null ? { lat: pin.lat, lng: pin.lng } : null,
    openingHours: values.hours.map((d) => ({ day: d.day, open: d.open, close: d.close, closed: d.closed })),
    socials: values.socials,
    logo: photos.logo ?? null,
    coverImage: photos.coverImage ?? null,
  };
}

type Save = (
  input: BusinessSettingsInput,
) => Promise<{ ok: true } | { ok: false; userErrors: { field?: string | null; message: string }[]; upgradeRequired: boolean }>;

/** Runs a post of the settings form through `save`; answers the failure to show, or null when it saved. */
export async function handleSettingsPost(
  context: AppLoadContext,
  request: Request,
  current: SettingsValues,
  save: Save,
): Promise<SettingsFailure | null> {
  const fail = (values: SettingsValues, f: Partial<SettingsFailure>): SettingsFailure => ({
    values,
    fieldErrors: {},
    formError: null,
    upgrade: null,
    notice: null,
    ...f,
  });
  const { t } = requestTranslator(request);
  if (formTooLarge(request)) return fail(current, { formError: t('businessSettings.photosTooLarge') });
  const form = await request.formData();
  const values = postedValues(form, current);

  const shape = formShape.safeParse({ lat: values.lat, lng: values.lng });
  const files = { logo: chosenPhotos(form, 'logo').slice(0, 1), coverImage: chosenPhotos(form, 'coverImage').slice(0, 1) };
  const fieldErrors: FieldErrors = {};
  if (!shape.success) for (const issue of shape.error.issues) fieldErrors[String(issue.path[0])] ??= translateMessage(t, issue.message);
  for (const name of ['logo', 'coverImage'] as const) {
    const problem = photoProblem(files[name]);
    if (problem) fieldErrors[name] = problem;
  }
  if (!shape.success || Object.keys(fieldErrors).length) return fail(values, { fieldErrors });

  // Photos first, kept in the form (hidden fields) so a refusal after this does not lose them.
  for (const name of ['logo', 'coverImage'] as const) {
    if (!files[name].length) continue;
    const uploaded = await uploadPhotos(context, request, files[name]);
    if ('error' in uploaded) return fail(values, { fieldErrors: { [name]: uploaded.error } });
    if (name === 'logo') Object.assign(values, { logo: uploaded.urls[0], uploadedLogo: uploaded.urls[0] });
    else Object.assign(values, { coverImage: uploaded.urls[0], uploadedCoverImage: uploaded.urls[0] });
  }
  // "Copy Monday to all weekdays" saves nothing: the form comes back with the days filled in (photos kept above).
  if (form.get('intent') === COPY_MONDAY) {
    return fail({ ...values, hours: copyMondayToWeekdays(values.hours) }, { notice: t('businessSettings.copied') });
  }

  const result = await save(
    settingsInput(values, shape.data, { logo: values.uploadedLogo || undefined, coverImage: values.uploadedCoverImage || undefined }),
  );
  if (result.ok) return null;
  const [first] = result.userErrors;
  const message = settingsRefusal(t, first?.message ?? 'Request failed');
  if (result.upgradeRequired) return fail(values, { upgrade: message });
  const field = formFieldOf(first?.field);
  return field ? fail(values, { fieldErrors: { [field]: message } }) : fail(values, { formError: message });
}
