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

/** The section's words in the page's language (account-settings.tsx picks them on the server). */
export type SignInMethodsText = Record<
  | 'account.methodsTitle'
  | 'account.methodsPasswordSet'
  | 'account.methodsPasswordNotSet'
  | 'account.methodsNone'
  | 'account.methodsRemove'
  | 'account.methodsRemoveGoogle'
  | 'account.methodsRemoveFacebook',
  string
>;

export function SignInMethods({
  methods,
  result,
  busy,
  text,
}: {
  methods: Methods;
  result?: { formError?: string; notice?: string };
  busy: boolean;
  text: SignInMethodsText;
}) {
  return (
    <section className={formStyles.form} aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title" className={s.title}>
        {text['account.methodsTitle']}
      </h2>
      <FormAlert>{result?.formError}</FormAlert>
      <FormNotice>{result?.notice}</FormNotice>
      <p className={s.line}>{text[methods.hasPassword ? 'account.methodsPasswordSet' : 'account.methodsPasswordNotSet']}</p>
      {methods.providers.length === 0 ? <p className={s.line}>{text['account.methodsNone']}</p> : null}
      <ul className={s.list}>
        {methods.providers.map((p) => (
          <li key={p.provider} className={s.item}>
            <span>
              <strong>{LABELS[p.provider]}</strong>{' '}
              <span className={s.email} translate="no">
                {p.email}
              </span>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="unlink" />
              <input type="hidden" name="provider" value={p.provider} />
              <button
                className={button({ tone: 'secondary' })}
                type="submit"
                disabled={busy}
                aria-label={text[p.provider === 'GOOGLE' ? 'account.methodsRemoveGoogle' : 'account.methodsRemoveFacebook']}
              >
                {text['account.methodsRemove']}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
