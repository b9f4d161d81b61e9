/** The password step's form: "This e-mail already has a Musika account. Enter its password to link Google." */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { href } from '~/routes';
import type { SocialLinkText } from './social-sign-in-text';

/** `text`: the page's words, finished on the server in its language (social-sign-in-text.server.ts). */
export function SocialLinkForm({ email, error, busy, text }: { email: string; error?: string; busy: boolean; text: SocialLinkText }) {
  return (
    <div className={formStyles.card}>
      <PageTitle>{text.title}</PageTitle>
      <p>{text.intro}</p>
      <Form method="post" className={formStyles.form} aria-label={text.form}>
        <FormAlert>{error}</FormAlert>
        <Field label={text.email} name="email" value={email} readOnly autoComplete="username" />
        <Field label={text.password} name="password" type="password" autoComplete="current-password" required maxLength={200} />
        <button className={button()} type="submit" disabled={busy}>
          {busy ? text.linking : text.submit}
        </button>
      </Form>
      <div className={formStyles.links}>
        <Link to={href('password-reset')}>{text.forgot}</Link>
        <Link to={href('login')}>{text.cancel}</Link>
      </div>
    </div>
  );
}
