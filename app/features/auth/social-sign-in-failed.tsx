/** What a refused or cancelled social sign-in shows: the reason, and the ways back in. */
import { Link } from '@remix-run/react';
import { FormAlert, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { href } from '~/routes';
import { SocialButtons } from './social-buttons';
import type { SocialFailedText } from './social-sign-in-text';

/** `text`: the page's words in its language (social-sign-in-text.server.ts). */
export function SocialSignInFailed({ message, redirectTo, text }: { message: string; redirectTo?: string; text: SocialFailedText }) {
  return (
    <div className={formStyles.card}>
      <PageTitle>{text.title}</PageTitle>
      <FormAlert>{message}</FormAlert>
      <SocialButtons redirectTo={redirectTo} />
      <div className={formStyles.links}>
        <Link to={redirectTo ? `${href('login')}?redirectTo=${encodeURIComponent(redirectTo)}` : href('login')}>{text.withPassword}</Link>
        <Link to={href('register')}>{text.createAccount}</Link>
      </div>
    </div>
  );
}
