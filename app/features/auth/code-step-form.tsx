/**
 * The operator's second login step (issue 29): after a correct password, the 6-digit code from an authenticator
 * app or one of the recovery codes, posted to /login/ with intent=totp. A plain form: works without JavaScript.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, formStyles } from '~/components/form';
import { href } from '~/routes';

/** text: the step's words in the page's language (login's loader). */
export function CodeStepForm({
  redirectTo,
  error,
  text: w,
}: {
  redirectTo?: string;
  error?: string;
  text: { title: string; intro: string; label: string; submit: string };
}) {
  return (
    <Form method="post" action={href('login')} className={formStyles.form} aria-label={w.title}>
      <p>{w.intro}</p>
      <input type="hidden" name="intent" value="totp" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label={w.label} name="code" inputMode="text" autoComplete="one-time-code" required maxLength={20} error={error} />
      <button className={button()} type="submit">
        {w.submit}
      </button>
    </Form>
  );
}
