/**
 * Auctions (`/dashboard/auctions/`, ours; issue #14 item 1): the active business's auctions with their current
 * bid, bids, end and result, and the vendor's decision on an ended one. Works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { VendorAuctions } from '~/features/auctions/vendor-auctions';
import * as s from '~/features/ads-manage/ads-manage.css';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { mutate, query } from '~/graphql/client.server';
import { DecideAuctionMutation, VendorAuctionsQuery } from '~/graphql/queries/auctions.server';
import { vendorAuctionsText } from '~/features/auctions/vendor-auctions-text.server';
import { pick, requestTranslator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words['vendorListings.auctionsMeta'] ?? 'Auctions — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = [
  'vendorListings.auctionsMeta',
  'vendorListings.auctions',
  'vendorListings.approvedNotice',
  'vendorListings.rejectedNotice',
  'vendorListings.auctionsFailed',
] as const;

/** The decision's refusals by their English wording (the API keeps it for API clients) → the language. */
const REFUSAL: Record<string, MessageKey> = {
  [AUCTION_MESSAGES.notFound]: 'vendorListings.noAuction',
  [AUCTION_MESSAGES.decide]: 'vendorListings.decideFailed',
  'Choose approve or reject': 'vendorListings.chooseDecision',
};
const refusal = (t: Translate, message: string) => (REFUSAL[message] ? t(REFUSAL[message]) : apiMessageIn(t, message));

export async function loader(args: LoaderFunctionArgs) {
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, VendorAuctionsQuery, { businessId }, { token, optional: ['vendorAuctions'] }),
  );
  const done = new URL(args.request.url).searchParams.get('decided');
  const { language, t } = requestTranslator(args.request);
  const auctions = result.vendorAuctions?.auctions ?? null;
  return {
    frame: access.frame,
    words: pick(t, KEYS),
    auctions: auctions ? vendorAuctionsText(language, t, auctions) : null,
    decided: done === 'APPROVED' || done === 'REJECTED' ? done : null,
  };
}

const decisionForm = z.object({
  productId: z.string().regex(/^\d{1,10}$/, AUCTION_MESSAGES.notFound),
  decision: z.enum(['APPROVED', 'REJECTED'], { errorMap: () => ({ message: 'Choose approve or reject' }) }),
});

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ formError: refusal(t, parsed.error.issues[0].message) }, { status: 400 });
  const { decideAuction } = await mutate(args.context, args.request, DecideAuctionMutation, {
    input: { businessId: access.businessId, ...parsed.data },
  });
  if (!decideAuction.auction)
    return data({ formError: refusal(t, decideAuction.userErrors[0]?.message ?? AUCTION_MESSAGES.decide) }, { status: 400 });
  // Back to the list (a reload does not post again), saying what happened.
  throw redirect(`${new URL(args.request.url).pathname}?decided=${parsed.data.decision}`);
}

export default function DashboardAuctions() {
  const { frame, auctions, decided, words } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={words['vendorListings.auctions']}>
      <div className={s.stack}>
        <FormAlert>{result?.formError}</FormAlert>
        <FormNotice>
          {decided === 'APPROVED'
            ? words['vendorListings.approvedNotice']
            : decided === 'REJECTED'
              ? words['vendorListings.rejectedNotice']
              : undefined}
        </FormNotice>
        {auctions ? <VendorAuctions text={auctions} /> : <FormAlert>{words['vendorListings.auctionsFailed']}</FormAlert>}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
