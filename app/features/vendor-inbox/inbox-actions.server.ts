/**
 * What the vendor inbox pages post, as the active business: mark read (one, all, a conversation), and on the
 * messages page answer an offer (POST /offers/response with the seller role) or a buyer request (the same
 * mutation the public request page uses, with the business fixed). Every call carries the business and the
 * vendor's token; the API refuses another business's notifications, offers and products.
 */
import { data, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { optionalDollars } from '~/features/requests/request-form';
import { mutate, query } from '~/graphql/client.server';
import { OfferQuery, RespondToOfferMutation } from '~/graphql/queries/offers.server';
import { RespondToBuyerRequestMutation } from '~/graphql/queries/buyer-requests.server';
import {
  MarkAllBusinessNotificationsReadMutation,
  MarkBusinessConversationReadMutation,
  MarkBusinessNotificationReadMutation,
} from '~/graphql/queries/vendor-inbox.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';
import { dashboardTarget } from './inbox-links';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { inboxRefusal } from './inbox-text.server';

type Ctx = { request: Request; context: Parameters<typeof query>[0] };
const id = z.string().regex(/^\d{1,10}$/, 'Reload the page and try again');
// Spec §8's default for a failed "mark as read".
const READ_FAILED = 'Error marking conversation as read';

const inboxForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('read'), id, open: z.string().max(300).optional() }),
    z.object({ intent: z.literal('read-all') }),
    z.object({ intent: z.literal('open'), link: z.string().startsWith('/').max(300) }),
    z.object({
      intent: z.literal('offer'),
      offerId: id,
      status: z.enum(['ACCEPTED', 'REJECTED', 'COUNTERED'], { errorMap: () => ({ message: 'Choose accept, counter or turn down' }) }),
      counter: optionalDollars('counter-offer').optional(),
      message: z.string().trim().max(500, 'At most 500 characters').optional(),
    }),
    z.object({
      intent: z.literal('request'),
      requestId: id,
      message: z.string().trim().min(5, 'Write at least 5 characters').max(1000, 'At most 1000 characters'),
      product: z.union([z.literal(''), z.string().regex(/^\d{1,12}:\d{1,12}$/, 'Choose one of your products')]).optional(),
      price: optionalDollars('price').optional(),
    }),
  ],
  { errorMap: () => ({ message: 'Reload the page and try again' }) },
);

export type InboxActionResult = { error: string | null; values?: Record<string, string> };

export async function runInboxAction(args: Ctx, businessId: string, token: string, back: string) {
  // Refusals (the forms' and the API's English) are said in the page's language.
  const { t } = requestTranslator(args.request);
  const fail = (error: string, values?: Record<string, string>) =>
    data<InboxActionResult>({ error: inboxRefusal(t, error), values }, { status: 400 });
  const form = Object.fromEntries(await args.request.formData()) as Record<string, string>;
  const parsed = inboxForm.safeParse(form);
  const intent = typeof form.intent === 'string' ? form.intent : '';
  if (!parsed.success) return fail(['read', 'read-all', 'open'].includes(intent) ? READ_FAILED : parsed.error.issues[0].message, form);
  const opts = { token };
  const p = parsed.data;
  switch (p.intent) {
    case 'read-all': {
      const { markAllBusinessNotificationsRead: r } = await mutate(
        args.context,
        args.request,
        MarkAllBusinessNotificationsReadMutation,
        { businessId },
        opts,
      );
      return r.ok ? data<InboxActionResult>({ error: null }) : fail(r.userErrors[0]?.message ?? READ_FAILED);
    }
    case 'read': {
      const { markBusinessNotificationRead: r } = await mutate(
        args.context,
        args.request,
        MarkBusinessNotificationReadMutation,
        { businessId, id: p.id },
        opts,
      );
      if (!r.ok) return fail(r.userErrors[0]?.message ?? READ_FAILED);
      // "Open" marks it read and goes where it points, in the dashboard when it is an offer or a request.
      if (p.open) throw redirect(safeRedirect(dashboardTarget(p.open), back));
      return data<InboxActionResult>({ error: null });
    }
    case 'open': {
      const { markBusinessConversationRead: r } = await mutate(
        args.context,
        args.request,
        MarkBusinessConversationReadMutation,
        { businessId, link: p.link },
        opts,
      );
      if (!r.ok) return fail(r.userErrors[0]?.message ?? READ_FAILED);
      throw redirect(safeRedirect(dashboardTarget(p.link), back));
    }
    case 'offer': {
      // Only an offer on this business's products is answered from this business's inbox.
      const { offer } = await query(args.context, args.request, OfferQuery, { id: p.offerId }, opts);
      if (offer?.yourRole !== 'SELLER' || offer.offer.store.id !== businessId) return fail('Failed to fetch offer', form);
      const counter = p.counter === undefined ? undefined : Math.round(p.counter * 100);
      if (p.status === 'COUNTERED' && !counter) return fail('Enter your counter-offer price', form);
      const { respondToOffer } = await mutate(
        args.context,
        args.request,
        RespondToOfferMutation,
        { input: { offerId: p.offerId, status: p.status, role: 'SELLER', counterOfferCents: counter, message: p.message } },
        opts,
      );
      if (!respondToOffer.view) return fail(respondToOffer.userErrors[0]?.message ?? 'Request failed', form);
      throw redirect(`${href('dashboard-inbox-messages')}?offer=${p.offerId}`);
    }
    case 'request': {
      const [productBusiness, productId] = p.product ? p.product.split(':') : [undefined, undefined];
      // The store answers as itself: a product of another of the vendor's stores is not offered here.
      if (productBusiness !== undefined && productBusiness !== businessId) return fail('Choose one of your products', form);
      const { respondToBuyerRequest } = await mutate(
        args.context,
        args.request,
        RespondToBuyerRequestMutation,
        { input: { requestId: p.requestId, businessId, message: p.message, productId, priceCents: p.price ? Math.round(p.price * 100) : undefined } },
        opts,
      );
      if (!respondToBuyerRequest.ok) return fail(respondToBuyerRequest.userErrors[0]?.message ?? 'Request failed', form);
      throw redirect(`${href('dashboard-inbox-messages')}?request=${p.requestId}`);
    }
  }
}
