/**
 * Send feedback (spec §2 overlay 4, §7 POST /feedback) as a page: where the support widget's button leads
 * without JavaScript, and the action every feedback form posts to (the widget, the opt-out modal and feature
 * ratings send theirs here through fetchers). The page is public and edge-cached (a POST never is).
 */
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { FeedbackForm } from '~/features/feedback/feedback-form';
import { sendFeedbackForm } from '~/features/feedback/feedback.server';
import { feedbackResultIn } from '~/features/feedback/feedback-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { SupportWhatsAppItem } from '~/features/support/support-contact-items';
import * as s from '~/features/support/support.css';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Send Feedback — Musika' },
  { name: 'description', content: 'Tell the Musika team what works and what does not: rate Musika and send us your feedback.' },
];

export async function action({ context, request }: ActionFunctionArgs) {
  // Every feedback form posts here: its answer is said in the page's language (the popover's and the widget's too).
  const result = feedbackResultIn(requestTranslator(request).t, await sendFeedbackForm(context, request));
  return data(result, { status: result.sent ? 200 : 400 });
}

export default function SupportFeedback() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Support', to: href('support') }, { label: 'Send Feedback' }]} />
      <PageTitle>Send Feedback</PageTitle>
      <p className={layoutStyles.muted}>
        Tell us what works and what does not. For a question about an order, <Link to={href('contact-us')}>contact us</Link> instead.
      </p>
      <div className={s.layout}>
        <div className={s.card}>
          {/* A new key after feedback is sent starts the form empty again. */}
          <FeedbackForm key={result?.sent ? 'sent' : 'form'} as={Form} result={result} busy={busy} idPrefix="feedback-page" />
        </div>
        <aside className={s.card} aria-label="Live Chat">
          <h2 className={s.tileTitle}>Live Chat</h2>
          <ul className={s.list}>
            <SupportWhatsAppItem />
          </ul>
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
