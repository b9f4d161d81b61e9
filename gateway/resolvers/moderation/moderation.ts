/**
 * Moderation (schema/graphql/moderation.graphql ⇄ schema/rest/moderation.ts). Thin: the REST API decides who may
 * act and every rule. The admin query lets REST 401/403 through as errors (UNAUTHENTICATED / FORBIDDEN); the
 * mutation's expected failures (bad reason, unknown or already resolved report) are userErrors.
 */
import * as contract from '../../../schema/rest/moderation';
import type { RestReport } from '../../../schema/rest/moderation';
import { userErrorsFrom } from '../../errors';
import type { ReportOutcome, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const FIELDS = /^(reason|note): /;

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

const reportOut = (r: RestReport) => ({
  ...r,
  id: String(r.id),
  productId: String(r.productId),
  outcome: r.outcome ? (r.outcome.toUpperCase() as ReportOutcome) : null,
});

export const moderationResolvers: Resolvers = {
  Query: {
    adminReports: async (_root, { status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminReports, {
        query: {
          status: (status ?? 'OPEN').toLowerCase() as (typeof contract.REPORT_STATUSES)[number],
          search: search?.trim() || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(reportOut), pageInfo: data.pageInfo, open: data.open };
    },
  },
  Mutation: {
    resolveReport: async (_root, { input }, ctx) => {
      if (!isId(input.reportId)) return { report: null, userErrors: [{ field: 'reportId', message: contract.MODERATION_MESSAGES.reportNotFound }] };
      try {
        const params = { id: input.reportId };
        const { report } =
          input.outcome === 'UNPUBLISHED'
            ? await ctx.rest.call(contract.unpublishReported, { params, body: { reason: input.reason ?? '' } })
            : await ctx.rest.call(contract.dismissReport, { params, body: input.note ? { note: input.note } : {} });
        return { report: reportOut(report), userErrors: [] };
      } catch (error) {
        return { report: null, userErrors: userErrors(error) };
      }
    },
  },
};
