/**
 * Logout (spec §4): revokes the token, then clears the token and the active business. If logout fails the
 * visitor still loses the session and goes to the login page.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { clearSession } from '~/features/auth/cookies.server';
import { mutate } from '~/graphql/client.server';
import { LogoutMutation } from '~/graphql/queries/accounts.server';
import { href } from '~/routes';

export async function action({ request, context }: ActionFunctionArgs) {
  // Nothing in the form is needed, but it is read: an unread body stalls the connection under wrangler dev (decision 022).
  await request.formData().catch(() => null);
  const headers = await clearSession(request);
  const ok = await mutate(context, request, LogoutMutation, {})
    .then((r) => r.logout.ok)
    .catch((error: unknown) => {
      if (error instanceof Response) return false;
      console.error('Logout failed', error);
      return false;
    });
  throw redirect(ok ? href('home') : `${href('login')}?notice=logged-out`, { headers });
}

/** GET /logout just shows the home page: logging out changes state, so it takes a POST. */
export function loader() {
  throw redirect(href('home'));
}
