/** The owner's invite form: an e-mail address or a phone number, and a role. Works without JavaScript. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert } from '~/components/form';
import { ROLE_HINTS, ROLE_LABELS, STAFF_ROLE_VALUES } from './labels';
import * as s from './staff.css';

export function InviteForm({
  fieldErrors,
  formError,
  values,
}: {
  fieldErrors?: { contact?: string; role?: string };
  formError?: string;
  values?: { contact: string; role: string };
}) {
  return (
    <Form method="post" className={s.form} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={s.heading}>
        Invite a staff member
      </h2>
      <FormAlert>{formError}</FormAlert>
      <input type="hidden" name="intent" value="invite" />
      <Field
        label="E-mail address or phone number"
        name="contact"
        autoComplete="off"
        required
        maxLength={254}
        defaultValue={values?.contact}
        error={fieldErrors?.contact}
        hint="A Zimbabwean number may start with 07 or +263. They answer from their Musika account."
      />
      <fieldset className={s.roles} aria-invalid={fieldErrors?.role ? true : undefined}>
        <legend className={s.legend}>Role</legend>
        {STAFF_ROLE_VALUES.map((role) => (
          <label key={role} className={s.choice}>
            <input type="radio" name="role" value={role} required defaultChecked={(values?.role ?? 'ASSISTANT') === role} />
            <span>
              <strong>{ROLE_LABELS[role]}</strong> <span className={s.muted}>{ROLE_HINTS[role]}</span>
            </span>
          </label>
        ))}
        {fieldErrors?.role ? <p role="alert">{fieldErrors.role}</p> : null}
      </fieldset>
      <div>
        <button type="submit" className={button()}>
          Send invitation
        </button>
      </div>
    </Form>
  );
}
