/**
 * Orders a vendor enters for a customer who ordered by phone or WhatsApp (POST /orders/create with bID): the
 * same checkout, with a vendor's rules. The caller must run the business (requireBusinessRunner); every line
 * must be a product of that business; offers (a buyer's agreed price) cannot be used; the customer need have
 * no account, so the order belongs to nobody's login and is read by the vendor who typed it.
 */
import type { Context } from 'hono';
import { ORDER_MESSAGES, type CreateOrderBody } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import type { ResolvedLine } from './catalogue-lines-queries';
import { HttpError } from '../http';

export interface ManualOrder {
  businessId: number;
}

export const MANUAL_OFFER_MESSAGE = 'An order entered for a customer cannot use an offer';

export async function requireManualOrder(c: Context, db: Db, body: CreateOrderBody): Promise<ManualOrder | null> {
  if (body.bID === undefined) return null;
  await requireBusinessRunner(c, db, body.bID, 'orders');
  if (body.items.some((i) => i.offerUuid !== undefined)) throw new HttpError(400, MANUAL_OFFER_MESSAGE);
  return { businessId: body.bID };
}

/** A vendor sells only its own business's products in a manual order. */
export function refuseForeignLine(line: ResolvedLine, manual: ManualOrder): void {
  if (line.product.row.businessId !== manual.businessId) throw new HttpError(400, ORDER_MESSAGES.notThisBusiness(line.product.row.name));
}

/** Idempotency keys live in the scope of who submits: a manual order's in its business's. */
export function manualKeyScope(manual: ManualOrder): string {
  return `b${manual.businessId}`;
}
