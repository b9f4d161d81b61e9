/**
 * The business settings form (spec §3 settings draft), for creating a business and editing one: a multipart
 * Remix <Form> that works without JavaScript. After a refused post it is drawn from what was posted, so
 * nothing typed is lost; errors show next to their field and are summed up at the top.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import { BasicsFields, CategoryFields } from './basics-fields';
import * as s from './business-settings.css';
import { AddressFields, ContactFields } from './contact-fields';
import { HoursFields } from './hours-fields';
import { PhotoFields } from './photo-fields';
import { SOCIAL_FIELDS, type SettingsValues } from './settings-values';
import { SocialsFields } from './socials-fields';
import type { SettingsWords } from './settings-text';

/** Every field name a section shows an error for; an error about anything else goes in the top alert. */
const SHOWN = new Set([
  'name',
  'description',
  'status',
  'categoryIds',
  'phone',
  'whatsApp',
  'email',
  'website',
  'shopAddress',
  'streetAddress',
  'suburb',
  'city',
  'province',
  'lat',
  'lng',
  'hours',
  'logo',
  'coverImage',
  ...SOCIAL_FIELDS.map(([n]) => n),
]);
const shown = (field: string) => SHOWN.has(field) || /^(open|close)-[a-z]+$/.test(field);

export function SettingsForm({
  values,
  fieldErrors = {},
  formError,
  notice,
  submitLabel,
  label,
  w,
}: {
  values: SettingsValues;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
  /** What a post that saved nothing did (the hours copied), shown at the top. */
  notice?: string | null;
  submitLabel: string;
  label: string;
  /** The form's words in the page's language (settings-text.ts FORM_KEYS). */
  w: SettingsWords;
}) {
  const busy = useNavigation().state === 'submitting';
  const hidden = Object.entries(fieldErrors)
    .filter(([field]) => !shown(field))
    .map(([, message]) => message);
  const alert = formError ?? hidden[0] ?? (Object.keys(fieldErrors).length ? w['businessSettings.checkFields'] : null);
  const props = { values, errors: fieldErrors, w };
  return (
    <Form method="post" encType="multipart/form-data" className={s.form} aria-label={label} preventScrollReset>
      <button className={s.defaultSubmit} type="submit" tabIndex={-1} aria-hidden="true" disabled={busy}>
        {submitLabel}
      </button>
      <FormAlert>{alert}</FormAlert>
      <FormNotice>{notice}</FormNotice>
      <BasicsFields {...props} />
      <CategoryFields {...props} />
      <ContactFields {...props} />
      <AddressFields {...props} />
      <HoursFields {...props} />
      <SocialsFields {...props} />
      <PhotoFields {...props} />
      <div className={s.actions}>
        <button className={button()} type="submit" disabled={busy}>
          {busy ? w['businessSettings.saving'] : submitLabel}
        </button>
      </div>
    </Form>
  );
}
