/**
 * The registration form (spec §3 "Registration"), shared by the register page and the auth popup. Once sent,
 * it gives way to "check your e-mail": the account starts from the e-mailed link.
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, PhoneField, formStyles } from '~/components/form';
import { href } from '~/routes';
import { useHere, type AuthFormProps } from './login-form';
import { SocialButtons } from './social-buttons';

/** The same words for a new address and a taken one: only the e-mail itself says which it was. */
export const registrationSent = (email: string) => `Check your e-mail: we have sent a message to ${email}. Open the link in it to finish and log in.`;

export function RegisterForm({ FormAs = Form, result, redirectTo, popup = false, busy = false }: AuthFormProps) {
  const here = useHere();
  if (result?.notice) return <FormNotice>{result.notice}</FormNotice>;
  const e = result?.fieldErrors ?? {};
  const id = (name: string) => (popup ? `popup-${name}` : undefined);
  return (
    <>
      <SocialButtons redirectTo={popup ? here : redirectTo} />
      <FormAs method="post" action={href('register')} className={formStyles.form} aria-label="Create an account">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {popup ? <input type="hidden" name="popup" value="1" /> : null}
        <FormAlert>{result?.formError}</FormAlert>
        <fieldset className={formStyles.choices}>
          <legend className={formStyles.label}>I want to</legend>
          <label className={formStyles.choice}>
            <input type="radio" name="accountType" value="BUYER" defaultChecked /> Buy
          </label>
          <label className={formStyles.choice}>
            <input type="radio" name="accountType" value="VENDOR" /> Sell (vendor account)
          </label>
        </fieldset>
        <Field label="First name" name="firstName" id={id('firstName')} autoComplete="given-name" required maxLength={100} error={e.firstName} />
        <Field label="Last name" name="lastName" id={id('lastName')} autoComplete="family-name" required maxLength={100} error={e.lastName} />
        <Field label="Email" name="email" id={id('email')} type="email" autoComplete="email" required maxLength={254} error={e.email} />
        <PhoneField label="WhatsApp number" name="whatsAppNumber" id={id('whatsAppNumber')} error={e.whatsAppNumber} />
        <Field
          label="Password"
          name="password"
          id={id('password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={200}
          hint="At least 8 characters."
          error={e.password}
        />
        <Field
          label="Confirm password"
          name="passwordConfirmation"
          id={id('passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          error={e.passwordConfirmation}
        />
        <button className={button()} type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </FormAs>
      <div className={formStyles.links}>
        <Link to={redirectTo ? `${href('login')}?redirectTo=${encodeURIComponent(redirectTo)}` : href('login')}>Already have an account? Log in</Link>
      </div>
    </>
  );
}
