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
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';
import { FOLLOWER_MESSAGES, NEWSLETTER_WINDOW_HOURS, sendNewsletterBody } from '../../schema/rest/followers';

export const meta: MetaFunction = () => [{ title: 'Newsletter — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessNewslettersQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  const sent = url.searchParams.get('sent');
  return {
    frame: access.frame,
    list: invariantFound(result.businessNewsletters, 'Business not found'),
    sent: sent && /^\d{1,7}$/.test(sent) ? Number(sent) : null,
    url: url.toString(),
  };
}

const fields = sendNewsletterBody.omit({ bID: true });

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const form = await args.request.formData();
  const values = { subject: String(form.get('subject') ?? ''), message: String(form.get('message') ?? '') };
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    const flat = parsed.error.flatten().fieldErrors;
    return data<NewsletterFormResult>({ fieldErrors: { subject: flat.subject?.[0], message: flat.message?.[0] }, values }, { status: 400 });
  }
  const { sendNewsletter } = await mutate(args.context, args.request, SendNewsletterMutation, {
    input: { businessId: access.businessId, ...parsed.data },
  });
  if (!sendNewsletter.newsletter) {
    const [first] = sendNewsletter.userErrors;
    const field = first?.field === 'subject' || first?.field === 'message' ? first.field : null;
    const message = first?.message ?? FOLLOWER_MESSAGES.sendNewsletter;
    return data<NewsletterFormResult>(field ? { fieldErrors: { [field]: message }, values } : { formError: message, values }, { status: 400 });
  }
  // Post/redirect/get: a reload does not send it again (the API would refuse it anyway: one a day).
  throw redirect(`${href('newsletter')}?sent=${sendNewsletter.newsletter.recipients}`);
}

export default function DashboardNewsletter() {
  const { frame, list, sent, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <DashboardLayout frame={frame} title="Newsletter">
      <div className={s.stack}>
        {sent !== null ? (
          <FormNotice>
            Your newsletter is on its way to {sent} {sent === 1 ? 'follower' : 'followers'}.
          </FormNotice>
        ) : null}
        <p className={layoutStyles.muted}>
          Write to the {list.subscribed} {list.subscribed === 1 ? 'follower' : 'followers'} of {frame.business.name} who get your newsletter. You can
          send one newsletter every {NEWSLETTER_WINDOW_HOURS} hours, to at most {list.maxRecipients.toLocaleString('en-US')} followers.
        </p>
        {list.nextAllowedAt ? (
          <FormNotice>Your next newsletter can be sent after {formatHarareDateTime(list.nextAllowedAt)}.</FormNotice>
        ) : list.subscribed === 0 ? (
          <Empty>
            {FOLLOWER_MESSAGES.noFollowers} <Link to={href('all-followers')}>See your followers</Link>
          </Empty>
        ) : (
          <NewsletterForm result={result} busy={busy} recipients={Math.min(list.subscribed, list.maxRecipients)} />
        )}
        <Section title={`Sent newsletters (${list.pageInfo.total})`}>
          {list.items.length ? <NewsletterHistory items={list.items} /> : <Empty>No newsletter sent yet.</Empty>}
          <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
        </Section>
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
