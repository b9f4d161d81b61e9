/**
 * Offers (spec §7 "…offers"): POST /offers, POST /offers/response, GET /offer, GET /offer/getOfferByUuid and
 * GET /offers (Musika addition). The negotiation rules live in backend/offers/rules.ts and are documented in
 * schema/rest/offers.ts. Every read and move checks that the user is the side they claim: the buyer, or the
 * owner of the product's business — anyone else gets the same 404 as an unknown id.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import * as contract from '../../schema/rest/offers';
import { OFFER_MESSAGES } from '../../schema/rest/offers';
import { billing as billingSchema } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { findUserById } from '../auth/accounts-queries';
import { businessIdsRunBy, businessRoleOf, runsBusiness } from '../businesses/business-access-queries';
import { paging } from '../catalogue/product-summary-queries';
import {
  applyMove,
  expireDueOffers,
  expireIfDue,
  findOfferById,
  findOfferByUuid,
  insertOffer,
  listOfferPage,
  offerView,
  roleOf,
} from './offers-queries';
import { businesses, offers, productVariations, products } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { requireUser } from '../auth/tokens';
import { offerAnsweredText, offerPageLink, offerReceivedText } from './messages';
import { planMove } from './rules';
import { clockNow } from '../clock';

const AUCTION_KINDS = new Set(['auction', 'auction_real_estate']);

const notFound = () => new HttpError(404, OFFER_MESSAGES.notFound);

/** The phone a profile can lend an offer: the WhatsApp number, else the billing phone. */
function profilePhone(user: { whatsAppNumber: string | null; billing: string | null }): string | null {
  const fromWhatsApp = user.whatsAppNumber ? contract.normaliseZimPhone(user.whatsAppNumber) : null;
  if (fromWhatsApp) return fromWhatsApp;
  try {
    const parsed = billingSchema.safeParse(user.billing ? JSON.parse(user.billing) : null);
    return parsed.success && parsed.data.phone ? contract.normaliseZimPhone(parsed.data.phone) : null;
  } catch {
    return null;
  }
}

/** The offer `userId` may see, with their side; 404 for an unknown id and for other people's offers alike. */
async function loadForUser(db: Db, offerId: number, userId: number, now: Date) {
  const record = await findOfferById(db, offerId);
  const role = record ? await sideOf(db, record, userId) : null;
  if (!record || !role) throw notFound();
  return { record: await expireIfDue(db, record, now), role };
}

/** The caller's side: the buyer, or the seller as the business's owner or staff (every staff role has the inbox). */
async function sideOf(db: Db, record: NonNullable<Awaited<ReturnType<typeof findOfferById>>>, userId: number) {
  const side = roleOf(record, userId);
  if (side) return side;
  const role = await businessRoleOf(db, userId, record.business.bID);
  return role ? ('seller' as const) : null;
}

async function productName(db: Db, productId: number): Promise<string> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId)).limit(1);
  return row?.name ?? 'your product';
}

export function registerOfferRoutes(app: BackendApp): void {
  mount(
    app,
    contract.makeOffer,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId } = await requireUser(c, db, now);
      // Every offer and move notifies the other side: limited per user like the other writes that do.
      await enforceRateLimits(db, [limitKey('offer', 'user', userId)], now);
      const input = body.offer;

      const [product] = await db
        .select({
          id: products.id,
          name: products.name,
          kind: products.kind,
          businessId: products.businessId,
          ownerId: businesses.ownerId,
        })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(and(eq(products.id, input.productId), eq(products.status, 'publish'), eq(businesses.status, 'publish')))
        .limit(1);
      if (!product) throw new HttpError(404, OFFER_MESSAGES.productNotFound);
      // Nobody negotiates with their own business: refused here, whatever the page offered.
      if (await runsBusiness(db, userId, product.businessId)) throw new HttpError(403, OFFER_MESSAGES.ownProduct);
      if (AUCTION_KINDS.has(product.kind)) throw new HttpError(400, OFFER_MESSAGES.auction);

      const variationId = input.variationId ?? 0;
      if (variationId) {
        const [variation] = await db
          .select({ id: productVariations.id })
          .from(productVariations)
          .where(and(eq(productVariations.id, variationId), eq(productVariations.productId, product.id)))
          .limit(1);
        if (!variation) throw new HttpError(400, OFFER_MESSAGES.variation);
      }

      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      const buyerPhone = input.phone ?? profilePhone(user);
      if (!buyerPhone) throw new HttpError(400, OFFER_MESSAGES.phoneRequired);
      const buyerName = input.name ?? user.displayName;

      const uuid = crypto.randomUUID();
      const announce = {
        userId: product.ownerId,
        kind: 'offer_received',
        ...offerReceivedText({ productName: product.name, buyerName, amountCents: input.amount, quantity: input.quantity, message: input.message }),
      };
      const created = await insertOffer(
        db,
        {
          uuid,
          productId: product.id,
          variationId,
          businessId: product.businessId,
          buyerId: userId,
          buyerName,
          buyerPhone,
          quantity: input.quantity,
          amountCents: input.amount,
          message: input.message,
        },
        announce,
        now,
      );
      if (!created) throw new HttpError(409, OFFER_MESSAGES.duplicate);

      const record = await findOfferByUuid(db, uuid);
      if (!record) throw new Error(`offer ${uuid} vanished after insert`);
      return offerView(db, record, 'buyer', now);
    },
    { status: 201 },
  );

  mount(app, contract.respondToOffer, async ({ db, body, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    await enforceRateLimits(db, [limitKey('offer', 'user', userId)], now);
    const found = await findOfferById(db, body.offerId);
    const side = found ? await sideOf(db, found, userId) : null;
    if (!found || !side) throw notFound();
    if (side !== body.role) throw new HttpError(403, OFFER_MESSAGES.wrongRole(side));
    const record = await expireIfDue(db, found, now);
    const read = record.offer;

    const plan = planMove(
      { ...read, lastActor: read.lastActor as contract.OfferRole },
      { role: body.role, status: body.status, counterOffer: body.counterOffer },
      now,
    );
    if (!plan.ok) throw new HttpError(plan.status, plan.message);
    const recipient = body.role === 'buyer' ? record.ownerId : read.buyerId;
    const announce =
      recipient === null
        ? null
        : {
            userId: recipient,
            kind: 'offer_answered',
            ...offerAnsweredText({
              productName: await productName(db, read.productId),
              actorName: body.role === 'buyer' ? read.buyerName : record.business.name,
              actor: body.role,
              status: body.status,
              amountCents: plan.change.amountCents,
              quantity: read.quantity,
              message: body.message,
            }),
            link: offerPageLink(read.id),
          };
    if (!(await applyMove(db, read, plan.change, body.message, announce, now))) throw new HttpError(409, OFFER_MESSAGES.changed);
    const after = await findOfferById(db, read.id);
    if (!after) throw notFound();
    return offerView(db, after, body.role, now);
  });

  mount(app, contract.getOffer, async ({ db, query, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    const { record, role } = await loadForUser(db, query.offerId, userId, now);
    return offerView(db, record, role, now);
  });

  mount(app, contract.getOfferByUuid, async ({ db, query, c }) => {
    const now = clockNow(c);
    // Counted before the lookup, so uuids and phones cannot be tried at speed.
    await enforceRateLimits(db, [limitKey('offer-link', 'ip', clientIp(c))], now);
    if (query.role !== 'buyer') throw new HttpError(400, OFFER_MESSAGES.sellerLink);
    const found = await findOfferByUuid(db, query.uuid);
    if (!found || contract.normaliseZimPhone(found.offer.buyerPhone) !== query.customerPhone) throw notFound();
    return offerView(db, await expireIfDue(db, found, now), 'buyer', now);
  });

  mount(app, contract.listOffers, async ({ db, query, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    let scope: SQL;
    if (query.role === 'buyer') {
      scope = eq(offers.buyerId, userId);
    } else {
      // Owned and staffed alike: offers are the store's inbox, which every staff role answers.
      const ids = [...(await businessIdsRunBy(db, userId))];
      if (query.bID !== undefined && !ids.includes(query.bID)) throw new HttpError(404, `No business with id ${query.bID}`);
      const wanted = query.bID !== undefined ? [query.bID] : ids;
      if (wanted.length === 0) return { load: [], pageInfo: paging(query.page, query.per_page, 0) };
      scope = inArray(offers.businessId, wanted);
    }
    await expireDueOffers(db, scope, now);
    const where = query.status ? and(scope, eq(offers.status, query.status))! : scope;
    const { load, total } = await listOfferPage(db, where, query.role, query.page, query.per_page, now);
    return { load, pageInfo: paging(query.page, query.per_page, total) };
  });
}
