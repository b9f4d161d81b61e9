/** The login form, shared by the login page and the auth popup (which posts it through a fetcher). */
import { Form, Link, useLocation, type FetcherWithComponents } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { href } from '~/routes';
import { useSiteText, type AuthFormText } from '~/features/shell/site-text';
import { SocialButtons } from './social-buttons';

export interface AuthActionData {
  ok?: boolean;
  formError?: string;
  fieldErrors?: Record<string, string>;
  notice?: string;
}

/** The page posts with <Form>; the popup with a fetcher's Form. */
type FormComponent = typeof Form | FetcherWithComponents<unknown>['Form'];

/** What the login and register forms take, on a page or in the popup. */
export interface AuthFormProps {
  FormAs?: FormComponent;
  result?: AuthActionData;
  redirectTo?: string;
  popup?: boolean;
  busy?: boolean;
}

/** The forms' words in the page's language (root loader); none if the root loader failed. */
export const useAuthText = () => useSiteText()?.auth ?? ({} as AuthFormText);

/** In the popup, a provider brings the visitor back to the page the popup was opened on. */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

export function LoginForm({ FormAs = Form, result, redirectTo, popup = false, busy = false }: AuthFormProps) {
  const here = useHere();
  const w = useAuthText();
  return (
    <>
      <SocialButtons redirectTo={popup ? here : redirectTo} />
      <FormAs method="post" action={href('login')} className={formStyles.form} aria-label={w.logIn}>
        <input type="hidden" name="intent" value="password" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {popup ? <input type="hidden" name="popup" value="1" /> : null}
        <FormAlert>{result?.formError}</FormAlert>
        <FormNotice>{result?.notice}</FormNotice>
        <Field
          label={w.emailOrUsername}
          name="username"
          id={popup ? 'popup-username' : undefined}
          autoComplete="username"
          required
          maxLength={254}
          error={result?.fieldErrors?.username}
        />
        <Field
          label={w.password}
          name="password"
          id={popup ? 'popup-password' : undefined}
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={result?.fieldErrors?.password}
        />
        <button className={button()} type="submit" disabled={busy}>
          {busy ? w.loggingIn : w.logIn}
        </button>
      </FormAs>
      <div className={formStyles.links}>
        <Link to={href('password-reset')}>{w.forgot}</Link>
        <Link to={redirectTo ? `${href('register')}?redirectTo=${encodeURIComponent(redirectTo)}` : href('register')}>{w.newHere}</Link>
      </div>
    </>
  );
}
