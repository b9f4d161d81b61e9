/**
 * Account settings' "Sign-in methods" (issue 32 §6): the password (set or not) and each linked provider with a
 * Remove button. Removing the last way to sign in is refused by the API with its own message, shown here.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice, formStyles } from '~/components/form';
import type { SettingsRoute_SignInMethodsQuery } from '~/graphql/generated/graphql';
import * as s from './sign-in-methods.css';

type Methods = NonNullable<NonNullable<SettingsRoute_SignInMethodsQuery['viewer']>['signInMethods']>;

const LABELS = { GOOGLE: 'Google', FACEBOOK: 'Facebook' } as const;

export function SignInMethods({ methods, result, busy }: { methods: Methods; result?: { formError?: string; notice?: string }; busy: boolean }) {
  return (
    <section className={formStyles.form} aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title" className={s.title}>
        Sign-in methods
      </h2>
      <FormAlert>{result?.formError}</FormAlert>
      <FormNotice>{result?.notice}</FormNotice>
      <p className={s.line}>{methods.hasPassword ? 'Password: set.' : 'Password: not set. You sign in with a linked provider.'}</p>
      {methods.providers.length === 0 ? <p className={s.line}>No Google or Facebook sign-in is linked.</p> : null}
      <ul className={s.list}>
        {methods.providers.map((p) => (
          <li key={p.provider} className={s.item}>
            <span>
              <strong>{LABELS[p.provider]}</strong> <span className={s.email}>{p.email}</span>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="unlink" />
              <input type="hidden" name="provider" value={p.provider} />
              <button className={button({ tone: 'secondary' })} type="submit" disabled={busy} aria-label={`Remove ${LABELS[p.provider]} sign-in`}>
                Remove
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
