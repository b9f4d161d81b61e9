/**
 * /admin/inbox/ (issue 29): support's inbox — contact messages, feedback and custom package requests, one tab per
 * kind with its unread count, new (unread) items first by default, newest first, 20 a page, searchable. "Open"
 * marks an item read (the overview's unread count drops) and shows it with its replies; a reply is e-mailed to the
 * sender; an item is closed or reopened. Plain GET links and POST forms: it all works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import * as ix from '~/features/admin/inbox.css';
import { InboxItemPanel } from '~/features/admin/inbox-item-panel';
import type { InboxAction, InboxFilter, InboxKind } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminInboxItemQuery, AdminInboxQuery, ReplyToInboxItemMutation, UpdateInboxItemMutation } from '~/graphql/queries/admin-inbox.server';
import { adminWhen } from '~/features/admin/admin-format';
import { adminRefusal, areaWords } from '~/features/admin/admin-words.server';
import { adminContentSettings } from '~/lib/i18n/catalogues/en/admin-content-settings';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';
import { inboxFactsIn } from '~/features/admin/inbox-facts.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaInbox ?? 'Inbox — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KINDS = { contact: 'CONTACT', feedback: 'FEEDBACK', custom_package: 'CUSTOM_PACKAGE' } as const satisfies Record<string, InboxKind>;
type Kind = keyof typeof KINDS;
const TABS: [Kind, 'tabContact' | 'tabFeedback' | 'tabCustom', 'contact' | 'feedback' | 'customPackage'][] = [
  ['contact', 'tabContact', 'contact'],
  ['feedback', 'tabFeedback', 'feedback'],
  ['custom_package', 'tabCustom', 'customPackage'],
];
const STATUSES: Record<string, InboxFilter> = { new: 'NEW', open: 'OPEN', closed: 'CLOSED', all: 'ALL' };
const DONE = { read: 'doneRead', replied: 'doneReplied', closed: 'doneClosed', reopened: 'doneReopened' } as const;
const ACTIONS: Record<string, { action: InboxAction; done: keyof typeof DONE }> = {
  read: { action: 'READ', done: 'read' },
  close: { action: 'CLOSE', done: 'closed' },
  reopen: { action: 'REOPEN', done: 'reopened' },
};

/** The screen's address state: the kind tab, the list filters and the opened item. */
function readParams(request: Request) {
  const params = new URL(request.url).searchParams;
  const asked = params.get('kind') ?? '';
  const kind: Kind = asked in KINDS ? (asked as Kind) : 'contact';
  const item = params.get('item') ?? '';
  const done = params.get('done') ?? '';
  return {
    kind,
    ...readAdminListParams(request, Object.keys(STATUSES), 'new'),
    item: /^[1-9]\d{0,9}$/.test(item) ? item : '',
    done: done in DONE ? (done as keyof typeof DONE) : null,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.inbox.roles);
  const { kind, status, search, page, item, done } = readParams(args.request);
  const { t } = requestTranslator(args.request);
  const [{ adminInbox }, opened] = await Promise.all([
    query(args.context, args.request, AdminInboxQuery, { kind: KINDS[kind], status: STATUSES[status], search: search || null, page }),
    item ? query(args.context, args.request, AdminInboxItemQuery, { kind: KINDS[kind], id: item }) : null,
  ]);
  return {
    frame,
    w: areaWords(frame.language, adminContentSettings),
    kind,
    status,
    search,
    page,
    inbox: { ...adminInbox, items: adminInbox.items.map((m) => inboxFactsIn(t, kind, m)) },
    opened: opened?.adminInboxItem ? inboxFactsIn(t, kind, opened.adminInboxItem) : null,
    done,
  };
}

interface InboxResult {
  itemId: string;
  field?: 'body';
  message: string;
  /** The reply as typed, back in its box when it was refused. */
  body?: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.inbox.roles);
  const { kind } = readParams(args.request);
  const form = await args.request.formData();
  const itemId = String(form.get('itemId') ?? '');
  const intent = String(form.get('intent') ?? '');
  const body = String(form.get('body') ?? '').slice(0, 10_000);
  let failure: { field?: string | null; message: string } | undefined;
  let done: keyof typeof DONE;
  if (intent === 'reply') {
    const { replyToInboxItem } = await mutate(args.context, args.request, ReplyToInboxItemMutation, { input: { kind: KINDS[kind], itemId, body } });
    failure = replyToInboxItem.item ? undefined : (replyToInboxItem.userErrors[0] ?? { message: 'Error sending the reply' });
    done = 'replied';
  } else {
    const chosen = ACTIONS[intent] ?? ACTIONS.read;
    const { updateInboxItem } = await mutate(args.context, args.request, UpdateInboxItemMutation, {
      input: { kind: KINDS[kind], itemId, action: chosen.action },
    });
    failure = updateInboxItem.item ? undefined : (updateInboxItem.userErrors[0] ?? { message: 'Error updating the message' });
    done = chosen.done;
  }
  if (failure)
    return data<InboxResult>(
      {
        itemId,
        field: failure.field === 'body' ? 'body' : undefined,
        message: adminRefusal(requestTranslator(args.request).t, failure.message),
        body,
      },
      { status: 400 },
    );
  const back = new URL(args.request.url);
  back.searchParams.set('item', itemId);
  back.searchParams.set('done', done);
  throw redirect(`${back.pathname}?${back.searchParams}#item`);
}

export default function AdminInbox() {
  const { frame, w, kind, status, search, page, inbox, opened, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const mine = opened && result?.itemId === opened.id ? result : undefined;
  const { totalPages, total } = inbox.pageInfo;
  const link = (extra: Record<string, string>) => adminPageLink({ kind, status, search, ...extra }, page);
  return (
    <AdminShell frame={frame} title={w.inboxTitle}>
      <p className={s.roles} data-testid="inbox-unread">
        {fill(w.unreadCount, { count: inbox.unread.total })}
      </p>
      <ul className={ix.tabs} aria-label={w.kindsOfMessage}>
        {TABS.map(([value, label, count]) => (
          <li key={value}>
            <Link to={`?kind=${value}`} className={ix.tab} aria-current={value === kind ? 'page' : undefined}>
              {fill(w.tabUnread, { label: w[label], count: inbox.unread[count] })}
            </Link>
          </li>
        ))}
      </ul>
      {done && opened ? <FormNotice>{w[DONE[done]]}</FormNotice> : null}
      {opened ? (
        <InboxItemPanel
          w={w}
          language={frame.language}
          item={opened}
          error={mine && !mine.field ? mine.message : undefined}
          replyError={mine?.field ? mine.message : undefined}
          typed={mine?.body}
        />
      ) : null}
      <AdminFilters
        label={w.filterMessages}
        statuses={[
          ['new', w.stNew],
          ['open', w.stOpen],
          ['closed', w.stClosed],
          ['all', frame.w.all],
        ]}
        status={status}
        search={search}
        searchLabel={w.senderOrText}
        searchPlaceholder={w.senderPlaceholder}
      >
        <input type="hidden" name="kind" value={kind} />
      </AdminFilters>
      <AdminTable
        rows={inbox.items.length}
        empty={w.noMessages}
        caption={fill(w.messagesCaption, { count: total })}
        headings={[w.headFrom, w.headMessage, frame.w.status]}
      >
        {inbox.items.map((m) => (
          <tr key={m.id} data-testid={`inbox-${m.id}`}>
            <td className={s.cell}>
              {m.name ? <span translate="no">{m.name}</span> : w.anonymous}
              <br />
              <span className={s.mono} translate="no">
                {m.email}
              </span>
            </td>
            <td className={s.cell}>
              <strong translate="no">{m.subject}</strong> · {adminWhen(frame.language, m.createdAt)}
              <br />
              <span translate="no">{m.body.length > 140 ? `${m.body.slice(0, 140)}…` : m.body}</span>
            </td>
            <td className={s.cell}>
              {m.status === 'NEW' ? (
                <Form method="post" action={link({ item: m.id })} aria-label={fill(w.openMessage, { id: m.id })}>
                  <input type="hidden" name="itemId" value={m.id} />
                  <button className={button({})} type="submit" name="intent" value="read">
                    {w.open}
                  </button>
                </Form>
              ) : (
                <>
                  {m.status === 'OPEN' ? w.stOpen : w.stClosed} · <Link to={`${link({ item: m.id })}#item`}>{w.viewMessage}</Link>
                </>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={inbox.pageInfo.page} totalPages={totalPages} link={(p) => adminPageLink({ kind, status, search }, p)} />
      <p>
        <Link to={href('admin')}>{frame.w.backToOverview}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
