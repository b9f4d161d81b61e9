/**
 * A custom (enterprise) package request (spec §7: POST /notifications, "custom package request, merged fields"):
 * the form's fields arrive merged into one body. The sales team gets them by e-mail (the outbox) and the
 * requester an in-app notification saying what happens next. At most a few a day per account: each one
 * e-mails people, so it must not become a way to flood them.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUBSCRIPTION_MESSAGES, type customPackageRequestBody } from '../../schema/rest/subscriptions';
import { queueEmail } from '../auth/outbox';
import type { Db } from '../db/client';
import { findUserById } from '../auth/accounts-queries';
import { notifications } from '../db/schema';
import { HttpError } from '../http';
import { notifyStatement } from '../notifications/notify';

export const SALES_EMAIL = 'sales@musika.co.zw';
const PER_DAY = 3;
const KIND = 'custom_package_request';

export async function requestCustomPackage(
  db: Db,
  userId: number,
  input: z.output<typeof customPackageRequestBody>,
  now = new Date(),
): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'You are not logged in.');
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const [recent] = await db
    .select({ n: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, KIND), gt(notifications.createdAt, since)));
  if ((recent?.n ?? 0) >= PER_DAY) throw new HttpError(429, 'We already have your requests: our sales team will be in touch.');

  const lines = [
    `Custom package request from ${input.name} <${input.email}> (account #${userId}, ${user.email})`,
    input.company ? `Company: ${input.company}` : null,
    input.phone ? `Phone: +${input.phone}` : null,
    input.businesses ? `Shops: ${input.businesses}` : null,
    input.products ? `Products: ${input.products}` : null,
    `Needs: ${input.message}`,
  ].filter(Boolean);
  await db.batch([
    queueEmail(db, { kind: KIND, to: SALES_EMAIL, subject: `Custom package request: ${input.company ?? input.name}`, body: lines.join('\n') }, now),
    notifyStatement(
      db,
      {
        userId,
        kind: KIND,
        title: 'We received your custom package request',
        body: SUBSCRIPTION_MESSAGES.requestReceived,
        link: '/account/subscriptions',
        message: { key: 'notifications.customPackage', values: {} },
      },
      now,
    ),
  ]);
  return SUBSCRIPTION_MESSAGES.requestReceived;
}
