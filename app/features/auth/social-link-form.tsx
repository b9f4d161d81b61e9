/** The password step's form: "This e-mail already has a Musika account. Enter its password to link Google." */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { href } from '~/routes';

export function SocialLinkForm({ label, email, error, busy }: { label: string; email: string; error?: string; busy: boolean }) {
  return (
    <div className={formStyles.card}>
      <PageTitle>Link {label} to your account</PageTitle>
      <p>
        This e-mail already has a Musika account. Enter its password to link {label}. After that, {label} signs you in to it directly.
      </p>
      <Form method="post" className={formStyles.form} aria-label={`Link ${label}`}>
        <FormAlert>{error}</FormAlert>
        <Field label="Email" name="email" value={email} readOnly autoComplete="username" />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
        <button className={button()} type="submit" disabled={busy}>
          {busy ? 'Linking…' : `Link ${label} and log in`}
        </button>
      </Form>
      <div className={formStyles.links}>
        <Link to={href('password-reset')}>Forgot your password?</Link>
        <Link to={href('login')}>Cancel</Link>
      </div>
    </div>
  );
}
