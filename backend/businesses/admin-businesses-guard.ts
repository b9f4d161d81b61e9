/**
 * A suspended store's listings stay off sale until a moderator reinstates it (issue 29): every vendor write that
 * would publish a listing (create, edit, bulk publish, CSV import) asks here first and is refused with a message
 * the dashboard shows as it is. Unpublishing, editing drafts and deleting stay open to the vendor.
 */
import { eq } from 'drizzle-orm';
import { ADMIN_BUSINESS_MESSAGES } from '../../schema/rest/admin-businesses';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { HttpError } from '../http';

export async function refusePublishingWhileSuspended(db: Db, businessId: number, publishing: boolean): Promise<void> {
  if (!publishing) return;
  const [row] = await db.select({ suspendedAt: businesses.suspendedAt }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (row?.suspendedAt) throw new HttpError(409, ADMIN_BUSINESS_MESSAGES.storeSuspended);
}
