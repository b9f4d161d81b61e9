/**
 * Every operator call × every kind of caller (issue 29 "Done when"). The REST routes come from the Hono app
 * itself and the GraphQL fields from the schema, so a new /admin route or admin field without an entry in its
 * file's ADMIN_ROUTE_ROLES table (or ADMIN_FIELD_ROLES below) fails here instead of shipping unchecked.
 */
import { Kind, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import adminBusinessesSdl from '../../schema/graphql/admin-businesses.graphql';
import adminContentSdl from '../../schema/graphql/admin-content.graphql';
import adminFinanceSdl from '../../schema/graphql/admin-finance.graphql';
import adminCategoriesSdl from '../../schema/graphql/admin-categories.graphql';
import adminPaymentsSdl from '../../schema/graphql/admin-payments.graphql';
import ledgerSdl from '../../schema/graphql/ledger.graphql';
import moderationSdl from '../../schema/graphql/moderation.graphql';
import adminSiteContentSdl from '../../schema/graphql/admin-site-content.graphql';
import reviewModerationSdl from '../../schema/graphql/review-moderation.graphql';
import adminInboxSdl from '../../schema/graphql/admin-inbox.graphql';
import operatorsSdl from '../../schema/graphql/operators.graphql';
import operatorResetSdl from '../../schema/graphql/operator-reset.graphql';
import apiClientsSdl from '../../schema/graphql/api-clients.graphql';
import { OPERATOR_MESSAGES, OPERATOR_ROLES, type OperatorRole } from '../../schema/rest/operators';
import { API_BASE_PATH, createBackend } from '../../backend/app';
import { schema } from '../../gateway/schema';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { gql } from './support/http';
import { BASE_MS, operatorLogin, passwordOnly } from './support/operators';

// Every route file's table, whoever wrote it (the ledger's /admin routes join by exporting theirs).
const tables = import.meta.glob<Record<string, readonly OperatorRole[]>>('../../backend/**/*-routes.ts', {
  eager: true,
  import: 'ADMIN_ROUTE_ROLES',
});
const ROUTE_ROLES: Record<string, readonly OperatorRole[]> = Object.assign({}, ...Object.values(tables).filter(Boolean));

/**
 * The admin fields of the GraphQL schema and who may read them (the REST call behind each decides; this pins
 * it). Each is asked as `{ field { __typename } }`, so a new field needs only its line here.
 */
const ADMIN_FIELD_ROLES: Record<string, readonly OperatorRole[]> = {
  'Query.adminOverview': OPERATOR_ROLES,
  'Query.adminAuditLog': ['admin'],
  'Query.operatorSecurity': OPERATOR_ROLES,
  // The store ledger's (backend/ledger/admin-payouts-routes.ts).
  'Query.adminPayouts': ['finance'],
  'Query.adminLedgerSettings': ['finance'],
  // Moderation's (backend/moderation/admin-reports-routes.ts).
  'Query.adminReports': ['moderator'],
  // Reviews (backend/moderation/admin-reviews-routes.ts) and the support inbox (backend/support/admin-inbox-routes.ts).
  'Query.adminReviews': ['moderator'],
  'Query.adminInbox': ['support'],
  'Query.adminInboxItem': ['support'],
  // Payments and refunds (backend/payments/admin-payments-routes.ts).
  'Query.adminPayments': ['finance'],
  'Query.adminPayment': ['finance'],
  // Editors' categories and attributes (backend/catalogue/admin-categories-routes.ts, admin-attributes-routes.ts).
  'Query.adminCategories': ['editor'],
  'Query.adminCategory': ['editor'],
  'Query.adminAttributes': ['editor'],
  // Editors' content (backend/content/admin-posts-routes.ts).
  'Query.adminContent': ['editor'],
  'Query.adminContentItem': ['editor'],
  'Query.adminContentCategories': ['editor'],
  'Query.adminContentPreview': ['editor'],
  // Finance's settings (backend/money/admin-exchange-rates-routes.ts, backend/ledger/admin-finance-settings-routes.ts).
  'Query.adminExchangeRates': ['finance'],
  'Query.adminCommissionRates': ['finance'],
  // An admin's reset of another operator's authenticator (backend/operators/operator-reset-routes.ts).
  'Query.adminOperators': ['admin'],
  // Stores (backend/businesses/admin-businesses-routes.ts).
  'Query.adminBusinesses': ['moderator', 'finance', 'support'],
  'Query.adminBusiness': ['moderator', 'finance', 'support'],
  // Editors' menus, shopping centres, testimonials and notice bar (backend/content/admin-{menus,centres,testimonials,notice}-routes.ts).
  'Query.adminMenus': ['editor'],
  'Query.adminShoppingCentres': ['editor'],
  'Query.adminShoppingCentre': ['editor'],
  'Query.adminTestimonials': ['editor'],
  'Query.adminNoticeBar': ['editor'],
  // API clients (backend/api-clients/admin-api-clients-routes.ts).
  'Query.adminApiClients': ['admin'],
};
/** Arguments a field requires: an id nobody holds, so an allowed caller reads null (not found), never a change. */
const FIELD_ARGS: Record<string, string> = {
  'Query.adminCategory': '(kind: PRODUCT, id: "999999")',
  'Query.adminContentItem': '(kind: POST, id: "999999")',
  'Query.adminContentCategories': '(kind: POST)',
  'Query.adminContentPreview': '(kind: POST, input: { title: "Role matrix", content: "<p>x</p>" })',
  'Query.adminPayment': '(id: "999999")',
  'Query.adminInboxItem': '(kind: CONTACT, id: "999999")',
  'Query.adminBusiness': '(id: "999999")',
  'Query.adminShoppingCentre': '(id: "999999")',
};
const fieldQuery = (field: string) => `{ ${field.split('.')[1]}${FIELD_ARGS[field] ?? ''} { __typename } }`;

/**
 * The operator mutations, each with a document that changes nothing an operator relies on (an id nobody holds, the
 * settings' own defaults), selecting its payload's object and user errors. Refused is what every mutation of the API
 * answers a caller the REST call refuses (gateway/errors.ts userErrorsFrom): UNAUTHENTICATED without a login, else
 * no object and a user error saying the caller may not — never the object. An allowed caller hears anything else
 * (here "not found", or the settings).
 */
const ADMIN_MUTATIONS: Record<string, { roles: readonly OperatorRole[]; document: string }> = {
  // Editors' categories and attributes: an empty name or an id nobody holds (allowed callers hear the message).
  'Mutation.addCategory': {
    roles: ['editor'],
    document: 'mutation { addCategory(input: { kind: PRODUCT, name: "" }) { category { id } userErrors { message } } }',
  },
  'Mutation.renameCategory': {
    roles: ['editor'],
    document: 'mutation { renameCategory(input: { kind: PRODUCT, id: "999999", name: "Role matrix" }) { category { id } userErrors { message } } }',
  },
  'Mutation.reorderCategory': {
    roles: ['editor'],
    document: 'mutation { reorderCategory(input: { kind: BUSINESS, id: "999999", position: 0 }) { category { id } userErrors { message } } }',
  },
  'Mutation.moveCategory': {
    roles: ['editor'],
    document: 'mutation { moveCategory(input: { id: "999999", parentId: null }) { category { id } userErrors { message } } }',
  },
  'Mutation.addAttribute': {
    roles: ['editor'],
    document: 'mutation { addAttribute(input: { categoryId: "999999", name: "Role matrix" }) { attribute { id } userErrors { message } } }',
  },
  'Mutation.renameAttribute': {
    roles: ['editor'],
    document: 'mutation { renameAttribute(input: { id: "999999", name: "Role matrix" }) { attribute { id } userErrors { message } } }',
  },
  'Mutation.addAttributeTerm': {
    roles: ['editor'],
    document: 'mutation { addAttributeTerm(input: { attributeId: "999999", name: "Role matrix" }) { attribute { id } userErrors { message } } }',
  },
  'Mutation.renameAttributeTerm': {
    roles: ['editor'],
    document: 'mutation { renameAttributeTerm(input: { id: "999999", name: "Role matrix" }) { attribute { id } userErrors { message } } }',
  },
  // Editors' content: an item nobody holds, or a draft without a title (allowed callers hear the field's message).
  'Mutation.createContent': {
    roles: ['editor'],
    document: 'mutation { createContent(kind: POST, input: { title: "", content: "<p>x</p>" }) { item { id } userErrors { message } } }',
  },
  'Mutation.updateContent': {
    roles: ['editor'],
    document:
      'mutation { updateContent(kind: POST, id: "999999", revision: 1, input: { title: "Role matrix", content: "<p>x</p>" }) { item { id } userErrors { message } } }',
  },
  'Mutation.setContentStatus': {
    roles: ['editor'],
    document: 'mutation { setContentStatus(kind: POST, id: "999999", status: PUBLISHED) { item { id } userErrors { message } } }',
  },
  // A rate out of bounds: allowed callers hear the field's message, nothing is set.
  'Mutation.setExchangeRate': {
    roles: ['finance'],
    document: 'mutation { setExchangeRate(input: { rate: "0" }) { rate { rateMicros } userErrors { message } } }',
  },
  'Mutation.setPackageCommission': {
    roles: ['finance'],
    document: 'mutation { setPackageCommission(input: { packageId: "999999", commission: "5" }) { package { id } userErrors { message } } }',
  },
  'Mutation.resetOperatorAuthenticator': {
    roles: ['admin'],
    document: 'mutation { resetOperatorAuthenticator(input: { operatorId: "999999" }) { operator { id } userErrors { message } } }',
  },
  'Mutation.decidePayout': {
    roles: ['finance'],
    document:
      'mutation { decidePayout(input: { payoutId: "999999", outcome: REJECTED, reason: "role matrix" }) { payout { id } userErrors { message } } }',
  },
  'Mutation.updateLedgerSettings': {
    roles: ['finance'],
    document: 'mutation { updateLedgerSettings(input: { holdDays: 7, minPayout: "10.00" }) { settings { holdDays } userErrors { message } } }',
  },
  'Mutation.resolveReport': {
    roles: ['moderator'],
    document: 'mutation { resolveReport(input: { reportId: "999999", outcome: DISMISSED }) { report { id } userErrors { message } } }',
  },
  'Mutation.moderateReview': {
    roles: ['moderator'],
    document: 'mutation { moderateReview(input: { reviewId: "999999", action: RESTORE }) { review { id } userErrors { message } } }',
  },
  'Mutation.updateInboxItem': {
    roles: ['support'],
    document: 'mutation { updateInboxItem(input: { kind: CONTACT, itemId: "999999", action: READ }) { item { id } userErrors { message } } }',
  },
  'Mutation.replyToInboxItem': {
    roles: ['support'],
    document:
      'mutation { replyToInboxItem(input: { kind: FEEDBACK, itemId: "999999", body: "Role matrix" }) { item { id } userErrors { message } } }',
  },
  'Mutation.suspendBusiness': {
    roles: ['moderator'],
    document: 'mutation { suspendBusiness(input: { businessId: "999999", reason: "role matrix" }) { business { id } userErrors { message } } }',
  },
  'Mutation.reinstateBusiness': {
    roles: ['moderator'],
    document: 'mutation { reinstateBusiness(input: { businessId: "999999" }) { business { id } userErrors { message } } }',
  },
  'Mutation.changeBusinessSubscription': {
    roles: ['finance'],
    document: 'mutation { changeBusinessSubscription(input: { businessId: "999999", extendDays: 1 }) { business { id } userErrors { message } } }',
  },
  'Mutation.refundPayment': {
    roles: ['finance'],
    document:
      'mutation { refundPayment(input: { paymentId: "999999", reference: "ROLE-MATRIX", reason: "role matrix" }) { payment { id } userErrors { message } } }',
  },
  // Editors' site content: ids nobody holds, or (the notice bar, a single row) an empty text: allowed callers hear the message.
  'Mutation.saveMenuItem': {
    roles: ['editor'],
    document: 'mutation { saveMenuItem(input: { itemId: "999999", title: "Role matrix", url: "/x" }) { menu { id } userErrors { message } } }',
  },
  'Mutation.moveMenuItem': {
    roles: ['editor'],
    document: 'mutation { moveMenuItem(input: { itemId: "999999", direction: UP }) { menu { id } userErrors { message } } }',
  },
  'Mutation.removeMenuItem': {
    roles: ['editor'],
    document: 'mutation { removeMenuItem(input: { itemId: "999999" }) { menu { id } userErrors { message } } }',
  },
  'Mutation.saveShoppingCentre': {
    roles: ['editor'],
    document:
      'mutation { saveShoppingCentre(input: { id: "999999", name: "Role matrix", streetAddress: "Road", city: "Harare", lat: "-17.8", lng: "31" }) { centre { centre { id } } userErrors { message } } }',
  },
  'Mutation.changeShoppingCentre': {
    roles: ['editor'],
    document:
      'mutation { changeShoppingCentre(action: PUBLISH, input: { centreId: "999999", published: true }) { centre { centre { id } } userErrors { message } } }',
  },
  'Mutation.saveTestimonial': {
    roles: ['editor'],
    document:
      'mutation { saveTestimonial(input: { id: "999999", customerName: "Role matrix", customerRole: BUYER, text: "Role matrix story that is long enough. It has two sentences.", linkText: "Read it", expandable: true }) { testimonial { id } userErrors { message } } }',
  },
  'Mutation.changeTestimonial': {
    roles: ['editor'],
    document: 'mutation { changeTestimonial(input: { id: "999999", published: true }) { testimonial { id } userErrors { message } } }',
  },
  'Mutation.saveNoticeBar': {
    roles: ['editor'],
    document: 'mutation { saveNoticeBar(input: { enabled: true, text: "" }) { notice { text } userErrors { message } } }',
  },
  // API clients: an empty name, or an id nobody holds.
  'Mutation.adminRegisterApiClient': {
    roles: ['admin'],
    document:
      'mutation { adminRegisterApiClient(input: { name: "", owner: "Role matrix", contactEmail: "rm@example.co.zw" }) { client { id } userErrors { message } } }',
  },
  'Mutation.adminRevokeApiClient': {
    roles: ['admin'],
    document: `mutation { adminRevokeApiClient(input: { id: "mk_${'a'.repeat(26)}" }) { client { id } userErrors { message } } }`,
  },
};
const REFUSALS: readonly string[] = Object.values(OPERATOR_MESSAGES);
/**
 * Mutations of the operator files that are not operator calls: a store's own payout request, and an operator's own
 * code step and authenticator (tests/integration/operators-login.test.ts covers who may take those).
 */
const NOT_OPERATOR_CALLS = [
  'Mutation.requestPayout',
  'Mutation.verifySecondFactor',
  'Mutation.startTotpEnrolment',
  'Mutation.confirmTotpEnrolment',
  // A store owner's own API clients (tests/integration/api-clients-registry.test.ts).
  'Mutation.registerApiClient',
  'Mutation.revokeApiClient',
];

/** The Mutation fields the operator and ledger schema files add. */
function operatorFileMutations(): string[] {
  return [
    operatorsSdl,
    ledgerSdl,
    moderationSdl,
    adminSiteContentSdl,
    reviewModerationSdl,
    adminInboxSdl,
    adminPaymentsSdl,
    adminFinanceSdl,
    operatorResetSdl,
    adminBusinessesSdl,
    adminContentSdl,
    adminCategoriesSdl,
    apiClientsSdl,
  ].flatMap((sdl) =>
    parse(sdl).definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_EXTENSION && d.name.value === 'Mutation' ? (d.fields ?? []).map((f) => `Mutation.${f.name.value}`) : [],
    ),
  );
}

const CALLERS = [...OPERATOR_ROLES, 'vendor', 'staff', 'buyer', 'anonymous', 'code-pending'] as const;
type Caller = (typeof CALLERS)[number];
const tokens = {} as Record<Caller, { token?: string; now?: number }>;

const adminRoutes = () => {
  const seen = new Set<string>();
  for (const r of createBackend().routes) {
    const path = r.path.slice(API_BASE_PATH.length);
    if (r.method !== 'ALL' && path.startsWith('/admin')) seen.add(`${r.method} ${path}`);
  }
  return [...seen].sort();
};

const allowed = (roles: readonly OperatorRole[], caller: Caller) =>
  caller === 'admin' || (OPERATOR_ROLES as readonly string[]).includes(caller) ? caller === 'admin' || roles.includes(caller as OperatorRole) : false;

beforeAll(async () => {
  await clearRateLimits();
  for (const [i, role] of OPERATOR_ROLES.entries()) tokens[role] = await operatorLogin(role, `198.51.100.${60 + i}`);
  tokens.vendor = { token: await loginToken(SEEDED.vendor.email, SEEDED.vendor.password, '198.51.100.70'), now: BASE_MS };
  tokens.buyer = { token: await loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.71'), now: BASE_MS };
  // A manager of the demo vendor's store: a seeded staff role on a business, no operator role.
  tokens.staff = { token: await loginToken(SEEDED.subscribed.email, SEEDED.subscribed.password, '198.51.100.72'), now: BASE_MS };
  tokens.anonymous = {};
  tokens['code-pending'] = await passwordOnly('admin', '198.51.100.73');
});

describe('REST /admin routes × callers', () => {
  it('every /admin route has an entry in its file’s ADMIN_ROUTE_ROLES', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !(r in ROUTE_ROLES))).toEqual([]);
  });

  it('answers 2xx or a validation/conflict answer to whoever the table allows, 401/403 to everyone else', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const [method, template] = route.split(' ');
      // A path parameter gets an id no operator holds: an allowed caller hears 404, never a change.
      const path = template.replace(/:\w+/g, '999999');
      for (const caller of CALLERS) {
        const { token, now } = tokens[caller];
        const answer = await call(method, path, { token, now: now ?? BASE_MS, ip: '198.51.100.90', body: method === 'GET' ? undefined : {} });
        const ok = allowed(ROUTE_ROLES[route] ?? [], caller);
        const refused = answer.status === 401 || answer.status === 403;
        if (ok === refused || answer.status >= 500) failures.push(`${route} as ${caller}: ${answer.status} ${answer.json.message}`);
        if (caller === 'anonymous' && answer.status !== 401 && answer.status !== 400) failures.push(`${route} anonymous: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('GraphQL admin fields × callers', () => {
  it('every admin field of the schema has an entry', () => {
    const fields = Object.keys(schema.getQueryType()?.getFields() ?? {})
      .filter((name) => /^(admin|operatorSecurity)/.test(name))
      .map((name) => `Query.${name}`);
    expect(fields.filter((f) => !(f in ADMIN_FIELD_ROLES))).toEqual([]);
  });

  it('answers data to allowed callers and FORBIDDEN / UNAUTHENTICATED, with no data, to everyone else', async () => {
    const failures: string[] = [];
    for (const [field, roles] of Object.entries(ADMIN_FIELD_ROLES)) {
      for (const caller of CALLERS) {
        const { token, now } = tokens[caller];
        const headers: Record<string, string> = { 'x-musika-test-now': String(now ?? BASE_MS) };
        if (token) headers.authorization = `Bearer ${token}`;
        const answer = await gql(fieldQuery(field), {}, headers);
        const code = answer.errors?.[0]?.extensions?.code;
        const ok = allowed(roles, caller);
        if (ok && (answer.errors || !answer.data)) failures.push(`${field} as ${caller}: ${answer.errors?.[0]?.message}`);
        // A nullable field (adminPayment) answers { field: null } beside its error: what matters is that no value leaks.
        const value = answer.data?.[field.split('.')[1]];
        if (!ok && (value || !['FORBIDDEN', 'UNAUTHENTICATED'].includes(String(code)))) failures.push(`${field} as ${caller}: ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('GraphQL operator mutations × callers', () => {
  it('every mutation of the operator files is listed, or said not to be an operator call', () => {
    const mutations = operatorFileMutations();
    expect(mutations.length).toBeGreaterThan(0);
    expect(mutations.filter((m) => !(m in ADMIN_MUTATIONS) && !NOT_OPERATOR_CALLS.includes(m))).toEqual([]);
  });

  it('lets allowed callers through (an answer or a user error) and refuses everyone else with no data', async () => {
    const failures: string[] = [];
    for (const [field, { roles, document }] of Object.entries(ADMIN_MUTATIONS)) {
      for (const caller of CALLERS) {
        const { token, now } = tokens[caller];
        const headers: Record<string, string> = { 'x-musika-test-now': String(now ?? BASE_MS) };
        if (token) headers.authorization = `Bearer ${token}`;
        const answer = await gql(document, {}, headers);
        const code = String(answer.errors?.[0]?.extensions?.code);
        const payload = answer.data?.[field.split('.')[1]] as Record<string, unknown> | undefined;
        const [object, errors] = payload ? Object.values(payload) : [undefined, []];
        const messages = ((errors ?? []) as { message: string }[]).map((e) => e.message);
        const refused = ['FORBIDDEN', 'UNAUTHENTICATED'].includes(code) || messages.some((m) => REFUSALS.includes(m));
        if (allowed(roles, caller) === refused) failures.push(`${field} as ${caller}: ${code} ${messages.join('; ')}`);
        if (refused && object) failures.push(`${field} as ${caller}: the object with a refusal`);
      }
    }
    expect(failures).toEqual([]);
  });
});
