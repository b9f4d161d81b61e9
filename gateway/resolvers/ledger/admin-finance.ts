/**
 * Finance's settings (schema/graphql/admin-finance.graphql ⇄ schema/rest/admin-finance.ts): today's USD→ZiG rate
 * and the commission per package. Thin: the REST API decides who may act and every rule. The queries let REST
 * 401/403 through as errors (UNAUTHENTICATED / FORBIDDEN); the mutations' expected failures (a bad rate or
 * percentage, an unknown package, another operator's change first) are userErrors.
 */
import * as contract from '../../../schema/rest/admin-finance';
import { ADMIN_FINANCE_MESSAGES, type RestPackageCommission } from '../../../schema/rest/admin-finance';
import { rateFromMicros, type RestCurrentRate, type RestRateHistoryEntry } from '../../../schema/rest/exchange-rates';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const FIELDS = /^(rate|commission): /;

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

const rateOut = (r: RestCurrentRate) => ({ ...r, rate: rateFromMicros(r.rateMicros) });
const entryOut = (r: RestRateHistoryEntry) => ({ ...r, id: String(r.id), rate: rateFromMicros(r.rateMicros) });
const packageOut = (p: RestPackageCommission) => ({ ...p, id: String(p.id), price: money(p.priceCents) });

export const adminFinanceResolvers: Resolvers = {
  Query: {
    adminExchangeRates: async (_root, { page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminExchangeRates, { query: { page: paging.page, per_page: paging.perPage } });
      return { today: data.today, current: data.current && rateOut(data.current), history: data.load.map(entryOut), pageInfo: data.pageInfo };
    },
    adminCommissionRates: async (_root, _args, ctx) => {
      const data = await ctx.rest.call(contract.listCommissions, {});
      return { packages: data.packages.map(packageOut), defaultCommissionBp: data.defaultCommissionBp };
    },
  },
  Mutation: {
    setExchangeRate: async (_root, { input }, ctx) => {
      try {
        const data = await ctx.rest.call(contract.setTodaysExchangeRate, { body: { rate: input.rate } });
        return { rate: rateOut(data.current), changed: data.changed, userErrors: [] };
      } catch (error) {
        return { rate: null, changed: false, userErrors: userErrors(error) };
      }
    },
    setPackageCommission: async (_root, { input }, ctx) => {
      if (!isId(input.packageId))
        return { package: null, changed: false, userErrors: [{ field: 'packageId', message: ADMIN_FINANCE_MESSAGES.packageNotFound }] };
      try {
        const data = await ctx.rest.call(contract.setPackageCommission, { params: { id: input.packageId }, body: { commission: input.commission } });
        return { package: packageOut(data.package), changed: data.changed, userErrors: [] };
      } catch (error) {
        return { package: null, changed: false, userErrors: userErrors(error) };
      }
    },
  },
};
