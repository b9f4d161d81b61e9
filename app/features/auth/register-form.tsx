/**
 * The registration form (spec §3 "Registration"), shared by the register page and the auth popup. Once sent,
 * it gives way to "check your e-mail": the account starts from the e-mailed link.
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, PhoneField, formStyles } from '~/components/form';
import { href } from '~/routes';
import { useAuthText, useHere, type AuthFormProps } from './login-form';
import { SocialButtons } from './social-buttons';

export function RegisterForm({ FormAs = Form, result, redirectTo, popup = false, busy = false }: AuthFormProps) {
  const here = useHere();
  const w = useAuthText();
  if (result?.notice) return <FormNotice>{result.notice}</FormNotice>;
  const e = result?.fieldErrors ?? {};
  const id = (name: string) => (popup ? `popup-${name}` : undefined);
  return (
    <>
      <SocialButtons redirectTo={popup ? here : redirectTo} />
      <FormAs method="post" action={href('register')} className={formStyles.form} aria-label={w.createLabel}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {popup ? <input type="hidden" name="popup" value="1" /> : null}
        <FormAlert>{result?.formError}</FormAlert>
        <fieldset className={formStyles.choices}>
          <legend className={formStyles.label}>{w.iWantTo}</legend>
          <label className={formStyles.choice}>
            <input type="radio" name="accountType" value="BUYER" defaultChecked /> {w.buy}
          </label>
          <label className={formStyles.choice}>
            <input type="radio" name="accountType" value="VENDOR" /> {w.sell}
          </label>
        </fieldset>
        <Field label={w.firstName} name="firstName" id={id('firstName')} autoComplete="given-name" required maxLength={100} error={e.firstName} />
        <Field label={w.lastName} name="lastName" id={id('lastName')} autoComplete="family-name" required maxLength={100} error={e.lastName} />
        <Field label={w.email} name="email" id={id('email')} type="email" autoComplete="email" required maxLength={254} error={e.email} />
        <PhoneField label={w.whatsApp} name="whatsAppNumber" id={id('whatsAppNumber')} error={e.whatsAppNumber} />
        <Field
          label={w.password}
          name="password"
          id={id('password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={200}
          hint={w.hint}
          error={e.password}
        />
        <Field
          label={w.confirm}
          name="passwordConfirmation"
          id={id('passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          error={e.passwordConfirmation}
        />
        <button className={button()} type="submit" disabled={busy}>
          {busy ? w.creating : w.create}
        </button>
      </FormAs>
      <div className={formStyles.links}>
        <Link to={redirectTo ? `${href('login')}?redirectTo=${encodeURIComponent(redirectTo)}` : href('login')}>{w.haveAccount}</Link>
      </div>
    </>
  );
}
