/**
 * "Continue with Google" and "Continue with Facebook" (issue 32 §6) on the login and register pages and in the
 * auth popup: plain links to /login/with/<provider>/, which start the sign-in on the server and send the browser
 * to the provider. No script of their own: they work without JavaScript, and the popup's copy leaves the page
 * like any link, coming back to `redirectTo`. Only the providers this site has (a real one or the sandbox).
 */
import { useRouteLoaderData } from '@remix-run/react';
import type { SocialProvider } from '../../../schema/config/social-sign-in-config';
import { href } from '~/routes';
import { useSiteText } from '~/features/shell/site-text';
import * as s from './social-buttons.css';

const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

function Mark({ provider }: { provider: SocialProvider }) {
  if (provider === 'facebook') {
    return (
      <svg className={s.mark} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path fill="#fff" d="M13.4 19.5v-6h2l.3-2.4h-2.3V9.6c0-.7.2-1.2 1.2-1.2h1.2V6.3a17 17 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8H9v2.4h2v6z" />
      </svg>
    );
  }
  return (
    <svg className={s.mark} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4" />
    </svg>
  );
}

/** The start link for a provider, carrying where to land afterwards. */
export function socialSignInHref(provider: SocialProvider, redirectTo?: string): string {
  const path = href('social-sign-in', { provider });
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}

export function SocialButtons({ redirectTo }: { redirectTo?: string }) {
  const root = useRouteLoaderData('root') as { socialProviders?: SocialProvider[] } | undefined;
  const providers = root?.socialProviders ?? [];
  const w = useSiteText()?.auth;
  if (providers.length === 0) return null;
  return (
    <>
      <div className={s.list}>
        {providers.map((provider) => (
          <a key={provider} className={s.provider} href={socialSignInHref(provider, redirectTo)}>
            <Mark provider={provider} />
            {w?.continueWith.replace('{provider}', LABELS[provider])}
          </a>
        ))}
      </div>
      <p className={s.divider}>{w?.or}</p>
    </>
  );
}
