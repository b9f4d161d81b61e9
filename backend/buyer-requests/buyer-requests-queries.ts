/**
 * Buyer request reads and writes, and their mapping to the REST shapes of schema/rest/buyer-requests.ts:
 * paged lists, one request with its responses, the guarded insert of a response (one per business per
 * request, open requests only) and the vendors a new request should reach.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { RestBuyerRequest, RestBuyerRequestResponse } from '../../schema/rest/buyer-requests';
import type { Db } from '../db/client';
import { notifyIfChangedStatement, type NotifyInput } from '../notifications/notify';
import { businessCategories, businessCategoryLinks, businesses, buyerRequestResponses, buyerRequests, products, users } from '../db/schema';
import { listSummaries } from '../catalogue/product-summary-queries';
import { likeContains } from '../search/search-term-queries';

export type BuyerRequestRow = typeof buyerRequests.$inferSelect;

// Written out: Drizzle leaves the outer column unqualified in some selects, and the subquery must not compare
// the responses table with itself.
const responseCount = sql<number>`(select count(*) from buyer_request_responses r where r.request_id = "buyer_requests"."id")`;

const columns = {
  request: buyerRequests,
  categoryName: businessCategories.name,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  responseCount,
};

type Row = { request: BuyerRequestRow; categoryName: string; ownerFirstName: string; ownerLastName: string; responseCount: number };

function parsePhotos(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** "Chiedza Mavhunga" → "Chiedza M.": enough to be personal, not enough to find someone. */
export function publicName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return [firstName.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ') || 'A buyer';
}

function toRequest(row: Row): RestBuyerRequest {
  const r = row.request;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: { id: r.categoryId, name: row.categoryName },
    budgetCents: r.budgetCents,
    currency: 'USD',
    city: r.city,
    photos: parsePhotos(r.photos),
    status: r.status === 'closed' ? 'closed' : 'open',
    ownerName: publicName(row.ownerFirstName, row.ownerLastName),
    responseCount: row.responseCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(buyerRequests)
    .innerJoin(businessCategories, eq(businessCategories.id, buyerRequests.categoryId))
    .innerJoin(users, eq(users.id, buyerRequests.userId));
}

export interface RequestFilters {
  category?: number;
  term?: string;
  city?: string;
}

/** Open requests matching the filters; empty filters mean none. */
export function openRequestsWhere(f: RequestFilters = {}): SQL {
  const parts: SQL[] = [eq(buyerRequests.status, 'open')];
  if (f.category !== undefined) parts.push(eq(buyerRequests.categoryId, f.category));
  if (f.term) {
    const pattern = likeContains(f.term);
    parts.push(sql`(${buyerRequests.title} like ${pattern} escape '\\' or ${buyerRequests.description} like ${pattern} escape '\\')`);
  }
  if (f.city) parts.push(sql`lower(${buyerRequests.city}) = lower(${f.city})`);
  return and(...parts)!;
}

/** One page of requests, newest first, and the total. */
export async function listRequests(db: Db, where: SQL, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(buyerRequests.createdAt), desc(buyerRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)` }).from(buyerRequests).where(where),
  ]);
  return { load: rows.map(toRequest), total: count?.n ?? 0 };
}

export async function findRequest(db: Db, id: number): Promise<{ request: RestBuyerRequest; userId: number } | null> {
  const [row] = await baseQuery(db).where(eq(buyerRequests.id, id)).limit(1);
  return row ? { request: toRequest(row), userId: row.request.userId } : null;
}

/** Responses to a request, oldest first (or only the one with `responseId`). */
export async function listResponses(db: Db, requestId: number, responseId?: number): Promise<RestBuyerRequestResponse[]> {
  const rows = await db
    .select({
      response: buyerRequestResponses,
      bID: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      logo: businesses.logo,
      city: businesses.city,
    })
    .from(buyerRequestResponses)
    .innerJoin(businesses, eq(businesses.id, buyerRequestResponses.businessId))
    .where(
      responseId === undefined
        ? eq(buyerRequestResponses.requestId, requestId)
        : and(eq(buyerRequestResponses.requestId, requestId), eq(buyerRequestResponses.id, responseId)),
    )
    .orderBy(asc(buyerRequestResponses.createdAt), asc(buyerRequestResponses.id));
  const productIds = [...new Set(rows.flatMap((r) => (r.response.productId ? [r.response.productId] : [])))];
  // Published products only: a product withdrawn since the response shows as none.
  const cards = productIds.length ? await listSummaries(db, { where: inArray(products.id, productIds), limit: -1 }) : [];
  const byId = new Map(cards.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.response.id,
    requestId: r.response.requestId,
    business: { bID: r.bID, slug: r.slug, name: r.name, logo: r.logo, city: r.city },
    message: r.response.message,
    product: r.response.productId ? (byId.get(r.response.productId) ?? null) : null,
    priceCents: r.response.priceCents,
    createdAt: r.response.createdAt,
  }));
}

export interface NewResponse {
  requestId: number;
  businessId: number;
  userId: number;
  message: string;
  productId: number | null;
  priceCents: number | null;
}

/**
 * Inserts a response unless the business already responded or the request is no longer open — both checked
 * inside the one insert, so two racing submits cannot make two responses. Answers the new id, or null.
 */
export async function insertResponse(db: Db, r: NewResponse, announce: NotifyInput, now: Date): Promise<number | null> {
  // A plain D1 statement: INSERT … SELECT … WHERE is beyond Drizzle's insert builder. The buyer's notification
  // is in the same batch and written only if the response was.
  const d1 = db.$client;
  const [inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `insert into buyer_request_responses (request_id, business_id, user_id, message, product_id, price_cents, created_at)
         select ?1, ?2, ?3, ?4, ?5, ?6, ?7
         where exists (select 1 from buyer_requests where id = ?1 and status = 'open')
           and not exists (select 1 from buyer_request_responses where request_id = ?1 and business_id = ?2)
         returning id`,
      )
      .bind(r.requestId, r.businessId, r.userId, r.message, r.productId, r.priceCents, now.toISOString()),
    notifyIfChangedStatement(db, announce, now),
  ]);
  return inserted.results[0]?.id ?? null;
}

export async function hasResponded(db: Db, requestId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: buyerRequestResponses.id })
    .from(buyerRequestResponses)
    .where(and(eq(buyerRequestResponses.requestId, requestId), eq(buyerRequestResponses.businessId, businessId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The vendors to tell about a new request: owners of published businesses linked to its category in the same
 * city (case-insensitive, trimmed), each once, never the poster.
 */
export async function matchingVendorIds(db: Db, categoryId: number, city: string, posterId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ ownerId: businesses.ownerId })
    .from(businesses)
    .innerJoin(businessCategoryLinks, eq(businessCategoryLinks.businessId, businesses.id))
    .where(
      and(
        eq(businessCategoryLinks.categoryId, categoryId),
        eq(businesses.status, 'publish'),
        sql`lower(trim(${businesses.city})) = lower(trim(${city}))`,
        ne(businesses.ownerId, posterId),
      ),
    )
    .orderBy(businesses.ownerId);
  return rows.map((r) => r.ownerId);
}
