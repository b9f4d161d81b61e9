/** The owner's invite form: an e-mail address or a phone number, and a role. Works without JavaScript. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert } from '~/components/form';
import { STAFF_ROLE_VALUES } from './labels';
import type { StaffText } from './staff-text.server';
import * as s from './staff.css';

export function InviteForm({
  fieldErrors,
  formError,
  values,
  w,
}: {
  fieldErrors?: { contact?: string; role?: string };
  formError?: string;
  values?: { contact: string; role: string };
  w: StaffText;
}) {
  return (
    <Form method="post" className={s.form} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={s.heading}>
        {w['staff.inviteTitle']}
      </h2>
      <FormAlert>{formError}</FormAlert>
      <input type="hidden" name="intent" value="invite" />
      <Field
        label={w['staff.contact']}
        name="contact"
        autoComplete="off"
        required
        maxLength={254}
        defaultValue={values?.contact}
        error={fieldErrors?.contact}
        hint={w['staff.contactHint']}
      />
      <fieldset className={s.roles} aria-invalid={fieldErrors?.role ? true : undefined}>
        <legend className={s.legend}>{w['staff.role']}</legend>
        {STAFF_ROLE_VALUES.map((role) => (
          <label key={role} className={s.choice}>
            <input type="radio" name="role" value={role} required defaultChecked={(values?.role ?? 'ASSISTANT') === role} />
            <span>
              <strong>{w.roles[role]}</strong> <span className={s.muted}>{w.hints[role]}</span>
            </span>
          </label>
        ))}
        {fieldErrors?.role ? <p role="alert">{fieldErrors.role}</p> : null}
      </fieldset>
      <div>
        <button type="submit" className={button()}>
          {w['staff.send']}
        </button>
      </div>
    </Form>
  );
}
