/**
 * POST /contact (spec §7): a message for the support team. The embedded backend has no mail service, so the
 * message is stored (contact_messages) for support to read. Public, so rate limited per client IP and per
 * address: nobody can fill the table or hide real messages under a flood.
 */
import { CONTACT_MESSAGES, sendContact } from '../../schema/rest/contact';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { contactMessages } from '../db/schema';
import { mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

export function registerContactRoutes(app: BackendApp): void {
  mount(
    app,
    sendContact,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      await enforceRateLimits(db, [limitKey('contact', 'ip', clientIp(c)), limitKey('contact', 'email', body.email)], now);
      const [row] = await db
        .insert(contactMessages)
        .values({ name: body.name, email: body.email, phone: body.phone, topic: body.topic, message: body.message, createdAt: now.toISOString() })
        .returning({ id: contactMessages.id });
      return { id: row.id, message: CONTACT_MESSAGES.sent };
    },
    { status: 201 },
  );
}
