/**
 * Newsletter (`/dashboard/newsletter/`, issue #14 item 5): write a subject and a plain-text message and send it
 * to the active business's followers who have not unsubscribed; each gets an e-mail (the outbox) with their own
 * unsubscribe link. One newsletter per business every 24 hours, to at most NEWSLETTER_MAX_RECIPIENTS followers;
 * the API enforces both, the page only explains them. Past sends are listed with how many each reached.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice } from '~/components/form';
import { Empty, Section, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { NewsletterForm, type NewsletterFormResult } from '~/features/followers/newsletter-form';
import { NewsletterHistory } from '~/features/followers/newsletter-history';
import * as s from '~/features/followers/followers.css';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessNewslettersQuery, SendNewsletterMutation } from '~/graphql/queries/followers.server';
import { Placed } from '~/components/placed-text';
import { newsletterRefusal, newsletterText } from '~/features/followers/followers-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';
import { FOLLOWER_MESSAGES, sendNewsletterBody } from '../../schema/rest/followers';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Newsletter — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessNewslettersQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  const sentParam = url.searchParams.get('sent');
  const sent = sentParam && /^\d{1,7}$/.test(sentParam) ? Number(sentParam) : null;
  const list = invariantFound(result.businessNewsletters, 'Business not found');
  // The page's words in its language (issue 33 §3), counts and dates written here.
  const { language, t } = requestTranslator(args.request);
  return {
    frame: access.frame,
    list: { pageInfo: list.pageInfo, subscribed: list.subscribed, nextAllowedAt: list.nextAllowedAt, count: list.items.length },
    url: url.toString(),
    text: newsletterText(t, language, list, sent),
  };
}

const fields = sendNewsletterBody.omit({ bID: true });

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const form = await args.request.formData();
  const values = { subject: String(form.get('subject') ?? ''), message: String(form.get('message') ?? '') };
  const { t } = requestTranslator(args.request);
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    const flat = parsed.error.flatten().fieldErrors;
    const fieldErrors = { subject: newsletterRefusal(t, flat.subject?.[0]), message: newsletterRefusal(t, flat.message?.[0]) };
    return data<NewsletterFormResult>({ fieldErrors, values }, { status: 400 });
  }
  const { sendNewsletter } = await mutate(args.context, args.request, SendNewsletterMutation, {
    input: { businessId: access.businessId, ...parsed.data },
  });
  if (!sendNewsletter.newsletter) {
    const [first] = sendNewsletter.userErrors;
    const field = first?.field === 'subject' || first?.field === 'message' ? first.field : null;
    const message = newsletterRefusal(t, first?.message ?? FOLLOWER_MESSAGES.sendNewsletter);
    return data<NewsletterFormResult>(field ? { fieldErrors: { [field]: message }, values } : { formError: message, values }, { status: 400 });
  }
  // Post/redirect/get: a reload does not send it again (the API would refuse it anyway: one a day).
  throw redirect(`${href('newsletter')}?sent=${sendNewsletter.newsletter.recipients}`);
}

export default function DashboardNewsletter() {
  const { frame, list, url, text: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <DashboardLayout frame={frame} title={w.title}>
      <div className={s.stack}>
        {w.sent !== null ? <FormNotice>{w.sent}</FormNotice> : null}
        <p className={layoutStyles.muted}>
          {/* The store's name is its own, not ours to translate. */}
          <Placed text={w.intro} names={{ business: frame.business.name }} />
        </p>
        {w.next ? (
          <FormNotice>{w.next}</FormNotice>
        ) : list.subscribed === 0 ? (
          <Empty>
            {w['vendorPeople.nobodySubscribed']} <Link to={href('all-followers')}>{w['vendorPeople.seeFollowers']}</Link>
          </Empty>
        ) : (
          <NewsletterForm result={result} busy={busy} text={w.form} />
        )}
        <Section title={w.sentHeading}>
          {list.count ? <NewsletterHistory text={w.history} /> : <Empty>{w['vendorPeople.noneSent']}</Empty>}
          <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
        </Section>
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
