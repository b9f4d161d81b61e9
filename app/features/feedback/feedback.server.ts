/**
 * The one action behind every feedback form (the /support/feedback page, the support widget, the opt-out
 * modal, feature ratings): reads the posted fields, checks them with the REST contract's own rules (so the
 * form says exactly what the API would), sends them through GraphQL and answers what the form shows.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { FEEDBACK_MESSAGES, FEEDBACK_REQUEST_TYPE, OPT_OUT_REASONS, feedbackInput, ratingId } from '../../../schema/rest/feedback';
import { graphql } from '~/graphql/generated';
import type { FeedbackForm_SendMutation } from '~/graphql/generated/graphql';
import { mutate } from '~/graphql/client.server';
import { postedField as field, splitUserErrors } from '~/lib/form-answers';
import { phoneFromLocalPart } from '~/lib/phone';
import { displayPhone } from '~/lib/phone-display';

const SendFeedbackMutation = graphql(`
  mutation FeedbackForm_Send($input: SendFeedbackInput!) {
    sendFeedback(input: $input) {
      message
      userErrors { field message }
    }
  }
`);

export type FeedbackField = 'name' | 'email' | 'summary' | 'rating';
export type FeedbackValues = Record<FeedbackField, string>;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export type FeedbackResult =
  | { sent: true; message: string; values: null; errors: null; formError: null }
  | { sent: false; message: null; values: FeedbackValues; errors: FeedbackErrors; formError: string | null };

/** The REST field an issue is about → the form's field (the rating travels as customfield_10059). */
const formField = (path: (string | number)[]): FeedbackField | null => {
  const first = String(path[0] ?? '');
  if (first === 'customfield_10059') return 'rating';
  return first === 'name' || first === 'email' || first === 'summary' ? first : null;
};

/**
 * The opt-out modal's answers as one summary (request type 14): the reasons' labels, then the optional phone
 * and comment, each on its own line, so staff read it as it was meant.
 */
export function optOutSummary(form: FormData): string {
  const chosen = new Set(form.getAll('reason').map(String));
  const reasons = OPT_OUT_REASONS.filter((r) => chosen.has(r.value)).map((r) => r.label);
  // The modal's phone field has the +263 prefix (the phone helper): staff read the whole number.
  const typed = field(form, 'phone', 40).trim();
  const phone = typed ? displayPhone(phoneFromLocalPart(typed)) : '';
  const comment = field(form, 'comment', 2000).trim();
  return [reasons.length ? `Reasons: ${reasons.join('; ')}` : '', phone ? `Phone: ${phone}` : '', comment ? `Comment: ${comment}` : '']
    .filter(Boolean)
    .join('\n');
}

export async function sendFeedbackForm(context: AppLoadContext, request: Request): Promise<FeedbackResult> {
  const form = await request.formData();
  const requestTypeId = Number(field(form, 'requestTypeId', 4)) || FEEDBACK_REQUEST_TYPE.support;
  // Bounded before anything else: what is echoed back into the page can never be huge.
  const values: FeedbackValues = {
    name: field(form, 'name', 200),
    email: field(form, 'email', 300),
    summary: requestTypeId === FEEDBACK_REQUEST_TYPE.optOut ? optOutSummary(form) : field(form, 'summary', 4000),
    rating: field(form, 'rating', 2),
  };
  const feature = field(form, 'feature', 80);
  const failed = (errors: FeedbackErrors, formError: string | null = null): FeedbackResult => ({
    sent: false,
    message: null,
    values,
    errors,
    formError,
  });

  const rating = values.rating ? Number(values.rating) : null;
  const body = {
    requestTypeId,
    name: values.name,
    email: values.email,
    summary: values.summary,
    customfield_10059: rating === null ? undefined : { id: ratingId(rating) ?? 0 },
    feature,
  };
  const parsed = feedbackInput.safeParse(body);
  if (!parsed.success) {
    const errors: FeedbackErrors = {};
    let formError: string | null = null;
    for (const issue of parsed.error.issues) {
      const name = formField(issue.path);
      if (name) errors[name] ??= issue.message;
      else formError ??= FEEDBACK_MESSAGES.failed;
    }
    return failed(errors, formError);
  }

  const input = { requestTypeId, name: values.name, email: values.email, summary: values.summary, rating, feature };
  let answer: FeedbackForm_SendMutation['sendFeedback'];
  try {
    answer = (await mutate(context, request, SendFeedbackMutation, { input })).sendFeedback;
  } catch {
    // The gateway failed outright: the spec's failure message (§5), never the error itself.
    return failed({}, FEEDBACK_MESSAGES.failed);
  }
  if (answer.message) return { sent: true, message: answer.message, values: null, errors: null, formError: null };
  const { errors, formError } = splitUserErrors(answer.userErrors, values);
  return failed(errors, formError ?? (Object.keys(errors).length ? null : FEEDBACK_MESSAGES.failed));
}
