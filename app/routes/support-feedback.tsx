/**
 * Send feedback (spec §2 overlay 4, §7 POST /feedback) as a page: where the support widget's button leads
 * without JavaScript, and the action every feedback form posts to (the widget, the opt-out modal and feature
 * ratings send theirs here through fetchers). The page is public and edge-cached (a POST never is).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { FeedbackForm } from '~/features/feedback/feedback-form';
import { sendFeedbackForm } from '~/features/feedback/feedback.server';
import { feedbackResultIn } from '~/features/feedback/feedback-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { holes, Placed } from '~/components/placed-text';
import { feedbackFormText } from '~/features/support/contact-text.server';
import { SupportWhatsAppItem } from '~/features/support/support-contact-items';
import * as s from '~/features/support/support.css';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['contact.feedbackMeta'] ?? 'Send Feedback — Musika' },
  {
    name: 'description',
    content: data?.text['contact.feedbackDescription'] ?? 'Tell the Musika team what works and what does not: rate Musika and send us your feedback.',
  },
];

export function loader({ request }: LoaderFunctionArgs) {
  const { t } = requestTranslator(request);
  const text = pick(t, [
    'contact.feedbackMeta',
    'contact.feedbackDescription',
    'common.home',
    'contact.support',
    'contact.sendFeedback',
    'contact.contactUsLink',
    'contact.liveChat',
  ]);
  // The contact link is put in by the page (`{link}`).
  return { text, intro: t('contact.feedbackIntro', holes('link')), form: feedbackFormText(t) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  // Every feedback form posts here: its answer is said in the page's language (the popover's and the widget's too).
  const result = feedbackResultIn(requestTranslator(request).t, await sendFeedbackForm(context, request));
  return data(result, { status: result.sent ? 200 : 400 });
}

export default function SupportFeedback() {
  const { text: w, intro, form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <Breadcrumbs
        items={[
          { label: w['common.home'], to: href('home') },
          { label: w['contact.support'], to: href('support') },
          { label: w['contact.sendFeedback'] },
        ]}
      />
      <PageTitle>{w['contact.sendFeedback']}</PageTitle>
      <p className={layoutStyles.muted}>
        <Placed text={intro} nodes={{ link: <Link to={href('contact-us')}>{w['contact.contactUsLink']}</Link> }} />
      </p>
      <div className={s.layout}>
        <div className={s.card}>
          {/* A new key after feedback is sent starts the form empty again. */}
          <FeedbackForm key={result?.sent ? 'sent' : 'form'} as={Form} result={result} busy={busy} idPrefix="feedback-page" text={form} />
        </div>
        <aside className={s.card} aria-label={w['contact.liveChat']}>
          <h2 className={s.tileTitle}>{w['contact.liveChat']}</h2>
          <ul className={s.list}>
            <SupportWhatsAppItem />
          </ul>
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
