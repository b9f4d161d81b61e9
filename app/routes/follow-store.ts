/**
 * Follow / unfollow a store (issue #14 item 5): the storefront's plain form posts here. Logged out, the visitor
 * goes to login, which then makes the follow (features/auth/follow-up.server.ts), and comes back to the store
 * following it; logged in, the follow is made and the browser goes
 * back to the store, which now shows it, or, refused (too many at once, their own store), says why
 * (follow-failures.ts). A GET has nothing to show: it goes to the stores list.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { rememberFollowUp } from '~/features/auth/follow-up.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { FOLLOW_FAILURE_PARAM, followFailureKey } from '~/features/followers/follow-failures';
import { mutate } from '~/graphql/client.server';
import { FollowStoreMutation } from '~/graphql/queries/followers.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { loginUrl, safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

const form = z.object({
  businessId: z.string().regex(/^[1-9]\d{0,9}$/),
  intent: z.enum(['follow', 'unfollow']),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response(requestTranslator(request).t('vendorPeople.chooseStoreToFollow'), { status: 400 });
  // Only back to a storefront: this form never sends anyone elsewhere.
  const back = safeRedirect(parsed.data.redirectTo, href('stores-list'));
  const target = back.startsWith('/vendor/') ? back : href('stores-list');
  const { viewer } = await getVisitor(context, request);
  if (!viewer) {
    // Only a follow is remembered: an unfollow pressed while logged out has nothing to undo.
    const headers =
      parsed.data.intent === 'follow'
        ? { 'Set-Cookie': await rememberFollowUp(request, { type: 'follow-store', businessId: parsed.data.businessId }) }
        : undefined;
    throw redirect(loginUrl(target), { headers });
  }
  const { followStore } = await mutate(context, request, FollowStoreMutation, {
    input: { businessId: parsed.data.businessId, follow: parsed.data.intent === 'follow' },
  });
  if (followStore.userErrors.length) {
    throw redirect(`${target}?${FOLLOW_FAILURE_PARAM}=${followFailureKey(followStore.userErrors[0].message)}`);
  }
  throw redirect(target);
}

export function loader() {
  throw redirect(href('stores-list'));
}
