/**
 * POST /feedback (spec §7): the support widget's feedback, the new-version opt-out and feature ratings. The
 * embedded backend has no service desk, so each is stored (feedback) for the team to read. Public, so rate
 * limited per client IP like POST /contact: nobody can fill the table or bury real feedback under a flood.
 */
import { FEEDBACK_MESSAGES, sendFeedback } from '../../schema/rest/feedback';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { feedback } from '../db/schema';
import { mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

export function registerFeedbackRoutes(app: BackendApp): void {
  mount(
    app,
    sendFeedback,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      await enforceRateLimits(db, [limitKey('feedback', 'ip', clientIp(c))], now);
      const [row] = await db
        .insert(feedback)
        .values({
          requestTypeId: body.requestTypeId,
          name: body.name,
          email: body.email,
          summary: body.summary,
          ratingId: body.customfield_10059?.id ?? null,
          feature: body.feature,
          createdAt: now.toISOString(),
        })
        .returning({ id: feedback.id });
      return { id: row.id, message: FEEDBACK_MESSAGES.sent };
    },
    { status: 201 },
  );
}
