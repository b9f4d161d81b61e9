/**
 * Buyer requests (spec §7 "Buyer requests"): the public list and search, posting and editing one's own
 * requests, a request's details with its responses, and vendors' responses. Rules and shapes are documented
 * in schema/rest/buyer-requests.ts.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/buyer-requests';
import { BUYER_REQUEST_MESSAGES as MESSAGES, buyerRequestIdParam, canonicalCity } from '../../schema/rest/buyer-requests';
import type { Db } from '../db/client';
import {
  findRequest,
  hasResponded,
  insertResponse,
  listRequests,
  listResponses,
  matchingVendorIds,
  openRequestsWhere,
} from './buyer-requests-queries';
import { paging } from '../catalogue/product-summary-queries';
import { businessRoleOf } from '../businesses/business-access-queries';
import { roleAllows } from '../../schema/rest/staff';
import { businesses, buyerRequests, products } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { bearerToken, findToken, requireUser } from '../auth/tokens';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { notifyStatement } from '../notifications/notify';
import { formatUsd } from '../offers/messages';
import { clockNow } from '../clock';

/** Notifications go to D1 in batches of this many statements. */
const NOTIFY_CHUNK = 50;

export const requestLink = (id: number) => `/buyer-requests-list/${id}`;

const snippet = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

async function requireRequest(db: Db, id: number) {
  const found = await findRequest(db, id);
  if (!found) throw new HttpError(404, MESSAGES.notFound);
  return found;
}

export function registerBuyerRequestRoutes(app: BackendApp): void {
  mount(app, contract.listBuyerRequests, async ({ db, query }) => {
    const { load, total } = await listRequests(db, openRequestsWhere(), query.page, query.per_page);
    return { load, pageInfo: paging(query.page, query.per_page, total) };
  });

  // Before GET /buyer-requests/:id, which would otherwise take 'search' for an id.
  mount(app, contract.searchBuyerRequests, async ({ db, query }) => {
    const where = openRequestsWhere({
      category: query.category,
      term: query.rTerm || undefined,
      city: query.city ? canonicalCity(query.city) : undefined,
    });
    const { load, total } = await listRequests(db, where, query.page, query.per_page);
    return { load, pageInfo: paging(query.page, query.per_page, total) };
  });

  mount(
    app,
    contract.createBuyerRequest,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const at = now.toISOString();
      const { userId } = await requireUser(c, db, now);
      // Each new request notifies every matching store: a flood of them would flood their inboxes.
      await enforceRateLimits(db, [limitKey('buyer-request', 'user', userId)], now);
      const [row] = await db
        .insert(buyerRequests)
        .values({
          userId,
          title: body.title,
          description: body.description,
          categoryId: body.categoryId,
          budgetCents: body.budget ?? null,
          city: body.city,
          photos: JSON.stringify(body.photos),
          status: 'open',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: buyerRequests.id });
      const { request } = await requireRequest(db, row.id);

      const vendors = await matchingVendorIds(db, request.category.id, request.city, userId);
      const budget = request.budgetCents !== null ? ` Budget: ${formatUsd(request.budgetCents)}.` : '';
      const statements = vendors.map((vendorId) =>
        notifyStatement(
          db,
          {
            userId: vendorId,
            kind: 'request_match',
            title: `New buyer request in ${request.city}: ${request.title}`,
            body: `${request.ownerName} is looking for this in ${request.category.name}. ${snippet(request.description, 240)}${budget}`,
            link: requestLink(request.id),
            // The buyer's own words (the snippet) stay as written; the budget is money, shown in the reader's language.
            message: {
              key: request.budgetCents !== null ? 'notifications.requestMatchBudget' : 'notifications.requestMatch',
              values: {
                city: request.city,
                request: request.title,
                owner: request.ownerName,
                category: request.category.name,
                details: snippet(request.description, 240),
                ...(request.budgetCents !== null ? { budgetCents: request.budgetCents } : {}),
              },
            },
          },
          now,
        ),
      );
      for (let i = 0; i < statements.length; i += NOTIFY_CHUNK) {
        const chunk = statements.slice(i, i + NOTIFY_CHUNK);
        await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
      }
      return { request };
    },
    { status: 201 },
  );

  mount(app, contract.updateBuyerRequest, async ({ db, body, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    const found = await requireRequest(db, body.id);
    if (found.userId !== userId) throw new HttpError(403, MESSAGES.notOwner);
    const changes: Partial<typeof buyerRequests.$inferInsert> = { updatedAt: now.toISOString() };
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.categoryId !== undefined) changes.categoryId = body.categoryId;
    if (body.budget !== undefined) changes.budgetCents = body.budget;
    if (body.city !== undefined) changes.city = body.city;
    if (body.photos !== undefined) changes.photos = JSON.stringify(body.photos);
    if (body.status !== undefined) changes.status = body.status;
    await db
      .update(buyerRequests)
      .set(changes)
      .where(and(eq(buyerRequests.id, body.id), eq(buyerRequests.userId, userId)));
    return { request: (await requireRequest(db, body.id)).request };
  });

  mount(
    app,
    contract.createBuyerRequestResponse,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId } = await requireUser(c, db, now);
      await enforceRateLimits(db, [limitKey('request-response', 'user', userId)], now);
      const [business] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.id, body.bID)).limit(1);
      if (!business) throw new HttpError(404, MESSAGES.businessNotFound);
      // Answering a buyer as the store is inbox work: the owner and every staff role (business-access.ts).
      const role = await businessRoleOf(db, userId, body.bID);
      if (!role || !roleAllows(role, 'inbox')) throw new HttpError(403, MESSAGES.notYourBusiness);

      const found = await requireRequest(db, body.requestId);
      if (found.userId === userId) throw new HttpError(400, MESSAGES.ownRequest);
      if (found.request.status !== 'open') throw new HttpError(409, MESSAGES.closed);

      const productId = body.productId ?? null;
      if (productId !== null) {
        const [product] = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.businessId, business.id), eq(products.status, 'publish')))
          .limit(1);
        if (!product) throw new HttpError(400, MESSAGES.productNotYours);
      }
      if (await hasResponded(db, found.request.id, business.id)) throw new HttpError(409, MESSAGES.duplicate);

      const price = body.price ? ` Price: ${formatUsd(body.price)}.` : '';
      const announce = {
        userId: found.userId,
        kind: 'request_response',
        title: `${business.name} responded to “${found.request.title}”`,
        body: `${snippet(body.message, 400)}${price}`,
        link: requestLink(found.request.id),
        message: {
          key: body.price ? 'notifications.requestResponsePrice' : 'notifications.requestResponse',
          values: {
            store: business.name,
            request: found.request.title,
            reply: snippet(body.message, 400),
            ...(body.price ? { priceCents: body.price } : {}),
          },
        },
      };
      const responseId = await insertResponse(
        db,
        { requestId: found.request.id, businessId: business.id, userId, message: body.message, productId, priceCents: body.price ?? null },
        announce,
        now,
      );
      if (responseId === null) {
        // Lost a race: another submit from this business, or the owner closed the request meanwhile.
        const again = await requireRequest(db, found.request.id);
        throw new HttpError(409, again.request.status !== 'open' ? MESSAGES.closed : MESSAGES.duplicate);
      }
      const [response] = await listResponses(db, found.request.id, responseId);
      return { response };
    },
    { status: 201 },
  );

  // Last: '/buyer-requests/search' is matched above before this takes any segment as an id.
  mount(app, contract.buyerRequestDetail, async ({ db, c }) => {
    const id = buyerRequestIdParam.safeParse(c.req.param('id'));
    if (!id.success) throw new HttpError(400, id.error.issues[0].message);
    const found = await requireRequest(db, id.data);
    // Public: a bearer only tells whether the reader posted it (a bad or expired one reads as anonymous).
    const reader = await findToken(db, bearerToken(c), clockNow(c));
    const responses = await listResponses(db, found.request.id);
    return { request: found.request, responses, isOwner: reader?.userId === found.userId };
  });
}
