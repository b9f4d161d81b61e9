/** What a refused or cancelled social sign-in shows: the reason, and the ways back in. */
import { Link } from '@remix-run/react';
import { FormAlert, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { href } from '~/routes';
import { SocialButtons } from './social-buttons';

export function SocialSignInFailed({ message, redirectTo }: { message: string; redirectTo?: string }) {
  return (
    <div className={formStyles.card}>
      <PageTitle>Sign-in did not finish</PageTitle>
      <FormAlert>{message}</FormAlert>
      <SocialButtons redirectTo={redirectTo} />
      <div className={formStyles.links}>
        <Link to={redirectTo ? `${href('login')}?redirectTo=${encodeURIComponent(redirectTo)}` : href('login')}>Log in with a password</Link>
        <Link to={href('register')}>Create an account</Link>
      </div>
    </div>
  );
}
