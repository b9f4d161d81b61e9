/**
 * Store earnings and payouts (schema/graphql/ledger.graphql ⇄ schema/rest/ledger.ts). Thin: the REST API decides
 * who may see or do what and every rule of a request. A store the viewer does not own or manage reads as null;
 * the admin fields let the REST 401/403 through as errors (UNAUTHENTICATED / FORBIDDEN). Expected failures of the
 * mutations are userErrors naming the field the REST message names ("amount: …").
 */
import * as contract from '../../../schema/rest/ledger';
import type { RestLedgerEntry, RestPayout } from '../../../schema/rest/ledger';
import { RestError, userErrorsFrom } from '../../errors';
import type { LedgerEntryKind, PayoutMethod, PayoutStatus, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

const FIELDS = /^(amount|method|phone|bankName|bankBranch|accountName|accountNumber|reference|reason|holdDays|minPayout|bID): /;
function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field === 'bID' ? 'businessId' : field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

const upper = <T extends string>(v: string) => v.toUpperCase() as T;

export const payoutOut = (p: RestPayout) => ({
  ...p,
  id: String(p.id),
  businessId: String(p.businessId),
  amount: money(p.amountCents),
  method: upper<PayoutMethod>(p.method),
  status: upper<PayoutStatus>(p.status),
});

const entryOut = (e: RestLedgerEntry) => ({
  ...e,
  id: String(e.id),
  kind: upper<LedgerEntryKind>(e.kind),
  amount: money(e.amountCents),
  orderId: e.orderId === null ? null : String(e.orderId),
  payoutId: e.payoutId === null ? null : String(e.payoutId),
  paymentRate: e.paymentRateMicros === null ? null : e.paymentRateMicros / 1_000_000,
});

export const ledgerResolvers: Resolvers = {
  Query: {
    businessEarnings: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const data = await ctx.rest.call(contract.getEarnings, { query: { bID: Number(businessId) } }).catch(nullIfNotTheirs);
      if (!data) return null;
      return {
        businessId,
        available: money(data.availableCents),
        pending: money(data.pendingCents),
        paidOut: money(data.paidOutCents),
        collected: money(data.collectedCents),
        openPayout: data.openPayout ? payoutOut(data.openPayout) : null,
        minPayout: money(data.minPayoutCents),
        holdDays: data.holdDays,
        commissionBp: data.commissionBp,
      };
    },
    businessLedger: async (_root, { businessId, page, perPage }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const paging = boundedPage(page, perPage ?? 20);
      const data = await ctx.rest
        .call(contract.listLedgerEntries, { query: { bID: Number(businessId), page: paging.page, per_page: paging.perPage } })
        .catch(nullIfNotTheirs);
      return data ? { items: data.load.map(entryOut), pageInfo: data.pageInfo } : null;
    },
    adminPayouts: async (_root, { status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminPayouts, {
        query: {
          status: status ? (status.toLowerCase() as RestPayout['status']) : undefined,
          search: search?.trim() || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(payoutOut), pageInfo: data.pageInfo, requested: data.requested };
    },
    adminLedgerSettings: async (_root, _args, ctx) => {
      const data = await ctx.rest.call(contract.getLedgerSettings, {});
      return { holdDays: data.holdDays, minPayout: money(data.minPayoutCents) };
    },
  },
  Mutation: {
    requestPayout: async (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return { payout: null, userErrors: [{ field: 'businessId', message: 'Business not found' }] };
      try {
        const { payout } = await ctx.rest.call(contract.requestPayout, {
          body: {
            bID: Number(input.businessId),
            amount: input.amount,
            method: input.method.toLowerCase(),
            phone: input.phone,
            bankName: input.bankName,
            bankBranch: input.bankBranch,
            accountName: input.accountName,
            accountNumber: input.accountNumber,
          },
        });
        return { payout: payoutOut(payout), userErrors: [] };
      } catch (error) {
        return { payout: null, userErrors: userErrors(error) };
      }
    },
    decidePayout: async (_root, { input }, ctx) => {
      if (!isId(input.payoutId) || input.outcome === 'REQUESTED')
        return { payout: null, userErrors: [{ field: 'payoutId', message: contract.LEDGER_MESSAGES.payoutNotFound }] };
      try {
        const params = { id: input.payoutId };
        const { payout } =
          input.outcome === 'PAID'
            ? await ctx.rest.call(contract.markPayoutPaid, { params, body: { reference: input.reference ?? '' } })
            : await ctx.rest.call(contract.rejectPayout, { params, body: { reason: input.reason ?? '' } });
        return { payout: payoutOut(payout), userErrors: [] };
      } catch (error) {
        return { payout: null, userErrors: userErrors(error) };
      }
    },
    updateLedgerSettings: async (_root, { input }, ctx) => {
      try {
        const data = await ctx.rest.call(contract.updateLedgerSettings, { body: { holdDays: input.holdDays, minPayout: input.minPayout } });
        return { settings: { holdDays: data.holdDays, minPayout: money(data.minPayoutCents) }, changed: data.changed, userErrors: [] };
      } catch (error) {
        return { settings: null, changed: false, userErrors: userErrors(error) };
      }
    },
  },
};
