/**
 * Dashboard messages (`/dashboard/inbox/messages`): the active business's conversations — everything about one
 * order, offer, buyer request or product gathered into one line. Opening an offer (`?offer=ID`) or a request
 * (`?request=ID`) shows it here to answer as the store; another business's offer or request is not found.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Empty, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import * as cart from '~/features/cart/cart.css';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { runInboxAction } from '~/features/vendor-inbox/inbox-actions.server';
import { openedSubject } from '~/features/vendor-inbox/opened-subject.server';
import { InboxTabs } from '~/features/vendor-inbox/inbox-tabs';
import { OfferPanel } from '~/features/vendor-inbox/offer-panel';
import { RequestPanel } from '~/features/vendor-inbox/request-panel';
import * as s from '~/features/vendor-inbox/vendor-inbox.css';
import { invariantFound, query } from '~/graphql/client.server';
import { BusinessConversationsQuery } from '~/graphql/queries/vendor-inbox.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Messages — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const [{ businessInbox }, opened] = await Promise.all([
    query(args.context, args.request, BusinessConversationsQuery, { businessId: access.businessId, page: pageFromUrl(url) }, { token: access.token }),
    openedSubject(args, url, access.businessId, access.token),
  ]);
  const inbox = invariantFound(businessInbox, 'Business not found');
  return { frame: access.frame, unread: inbox.unreadCount, threads: inbox.conversations, opened, url: url.toString() };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  return runInboxAction(args, access.businessId, access.token, href('dashboard-inbox-messages'));
}

export default function DashboardInboxMessages() {
  const { frame, unread, threads, opened, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formError = result?.values?.intent === 'offer' || result?.values?.intent === 'request' ? null : result?.error;
  return (
    <DashboardLayout frame={frame} title="Messages">
      <InboxTabs unread={unread} />
      {opened?.kind === 'offer' ? <OfferPanel view={opened.view} result={result} /> : null}
      {opened?.kind === 'request' ? <RequestPanel detail={opened.detail} business={opened.business} result={result} /> : null}
      <FormAlert>{formError}</FormAlert>
      {opened ? <h2>All conversations</h2> : null}
      {threads.items.length ? (
        <ul className={s.list} aria-label="Conversations">
          {threads.items.map((t) => (
            <li key={t.link} className={s.item} data-unread={t.unread > 0}>
              <strong>{t.unread > 0 ? `● ${t.title}` : t.title}</strong>
              <span className={layoutStyles.muted}>{formatHarareDateTime(t.latestAt)}</span>
              <p>{t.body}</p>
              <Form method="post" className={s.actions}>
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="link" value={t.link} />
                <button className={cart.linkButton} type="submit">
                  Open
                </button>
                <span>
                  {t.messages} {t.messages === 1 ? 'message' : 'messages'}
                  {t.unread > 0 ? `, ${t.unread} unread` : ''}
                </span>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          No conversations for {frame.business.name} yet. Orders, offers and buyer requests gather here.{' '}
          <Link to={href('buyer-requests-list')}>See open buyer requests</Link>
        </Empty>
      )}
      <Pagination page={threads.pageInfo.page} totalPages={threads.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
