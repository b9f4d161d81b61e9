/**
 * Save to / remove from favourites (spec §4): a form post from any product. Logged out without JavaScript, the
 * visitor goes through login and back to the product, and the login performs the save it remembered
 * (features/auth/follow-up.server.ts); with JavaScript the popup completes the add itself.
 */
import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { rememberFollowUp } from '~/features/auth/follow-up.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { changeWishlist } from '~/features/cart/wishlist-change.server';
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { loginUrl, safeRedirect } from '~/lib/safe-redirect';

const form = z.object({
  intent: z.enum(['add', 'remove']),
  productId: z.string().regex(/^\d{1,10}$/, 'cart.errorProduct'),
  redirectTo: z.string().optional(),
  fetcher: z.literal('1').optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  const { t } = requestTranslator(request);
  if (!parsed.success) return data({ ok: false, error: translateMessage(t, parsed.error.issues[0].message) }, { status: 400 });
  const back = safeRedirect(parsed.data.redirectTo, '/account/favourite');
  const { viewer } = await getVisitor(context, request);
  if (!viewer) {
    const { intent, productId } = parsed.data;
    const headers = intent === 'add' ? { 'Set-Cookie': await rememberFollowUp(request, { type: 'wishlist-add', productId }) } : undefined;
    throw redirect(loginUrl(back), { headers });
  }
  const error = await changeWishlist(context, request, parsed.data.intent, parsed.data.productId);
  // A refused removal was never reported (the product is simply not saved): only an add's refusal is shown.
  if (error && parsed.data.intent === 'add') return data({ ok: false, error: translateMessage(t, error) }, { status: 400 });
  if (parsed.data.fetcher) return data({ ok: true, error: null });
  throw redirect(back);
}

export function loader() {
  throw redirect('/account/favourite');
}
