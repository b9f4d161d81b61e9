/**
 * Operators (schema/graphql/operators.graphql ⇄ schema/rest/operators.ts). Thin: the REST backend checks every
 * role (requireOperator); refusals stay errors (FORBIDDEN / UNAUTHENTICATED), so a non-operator's page gets no
 * data. Expected failures of the code and enrolment mutations are userErrors for the forms.
 */
import * as contract from '../../../schema/rest/operators';
import { OPERATOR_ROLES, type RestSecurityStatus } from '../../../schema/rest/operators';
import { RestError, userErrorsFrom } from '../../errors';
import type { OperatorRole, Resolvers, SecondFactorState } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const roleOut = (roles: readonly string[]) =>
  roles
    .filter((r): r is (typeof OPERATOR_ROLES)[number] => (OPERATOR_ROLES as readonly string[]).includes(r))
    .map((r) => r.toUpperCase() as OperatorRole);

const securityOut = (s: RestSecurityStatus) => s;

/** "code: Enter the 6-digit…" → the message alone, beside the code field. */
const codeErrors = (error: unknown) => userErrorsFrom(error, 'code').map((e) => ({ ...e, message: e.message.replace(/^code: /, '') }));

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const operatorResolvers: Resolvers = {
  Query: {
    operatorStatus: async (_root, _args, ctx) => {
      if (!ctx.token) return null;
      const status = await ctx.rest.call(contract.getSecondFactor).catch((error: unknown) => {
        if (error instanceof RestError && error.status === 401) return null;
        throw error;
      });
      return status ? { roles: roleOut(status.roles), state: status.state.toUpperCase() as SecondFactorState } : null;
    },
    operatorSecurity: async (_root, _args, ctx) => securityOut(await ctx.rest.call(contract.getSecurity)),
    adminOverview: (_root, _args, ctx) => ctx.rest.call(contract.getAdminOverview),
    adminAuditLog: async (_root, { filter, page, perPage }, ctx) => {
      const paging = boundedPage(page, perPage ?? 25);
      const f = filter ?? {};
      const query = {
        page: paging.page,
        per_page: paging.perPage,
        // Malformed filters are dropped rather than sent: the form shows what it applied.
        ...(f.operatorId && ID.test(f.operatorId) ? { operator: Number(f.operatorId) } : {}),
        ...(f.action?.trim() ? { action: f.action.trim().slice(0, 80) } : {}),
        ...(f.objectType?.trim() ? { objectType: f.objectType.trim().slice(0, 80) } : {}),
        ...(f.from && DAY.test(f.from) ? { from: f.from } : {}),
        ...(f.to && DAY.test(f.to) ? { to: f.to } : {}),
      };
      const data = await ctx.rest.call(contract.listAudit, { query });
      return {
        items: data.load.map((e) => ({ ...e, id: String(e.id), operatorId: String(e.operatorId) })),
        pageInfo: data.pageInfo,
        operators: data.operators.map((o) => ({ id: String(o.id), name: o.name })),
      };
    },
  },
  Mutation: {
    verifySecondFactor: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(contract.verifySecondFactor, { body: { code: input.code } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: codeErrors(error) };
      }
    },
    startTotpEnrolment: async (_root, _args, ctx) => {
      try {
        return { security: await ctx.rest.call(contract.startTotpEnrolment), userErrors: [] };
      } catch (error) {
        return { security: null, userErrors: userErrorsFrom(error) };
      }
    },
    confirmTotpEnrolment: async (_root, { input }, ctx) => {
      try {
        const { recoveryCodes } = await ctx.rest.call(contract.confirmTotpEnrolment, { body: { code: input.code } });
        return { recoveryCodes, userErrors: [] };
      } catch (error) {
        return { recoveryCodes: null, userErrors: codeErrors(error) };
      }
    },
  },
  Viewer: {
    operatorRoles: (v) => roleOut(v.operatorRoles ?? []),
  },
};
