/**
 * The operator's second login step (issue 29): after a correct password, the 6-digit code from an authenticator
 * app or one of the recovery codes, posted to /login/ with intent=totp. A plain form: works without JavaScript.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, formStyles } from '~/components/form';
import { href } from '~/routes';

export function CodeStepForm({ redirectTo, error }: { redirectTo?: string; error?: string }) {
  return (
    <Form method="post" action={href('login')} className={formStyles.form} aria-label="Enter your code">
      <p>Open your authenticator app and enter the 6-digit code it shows for Musika, or one of your recovery codes.</p>
      <input type="hidden" name="intent" value="totp" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label="Code" name="code" inputMode="text" autoComplete="one-time-code" required maxLength={20} error={error} />
      <button className={button()} type="submit">
        Continue
      </button>
    </Form>
  );
}
