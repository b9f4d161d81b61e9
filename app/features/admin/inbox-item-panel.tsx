/**
 * One opened item of the support inbox (/admin/inbox/?item=…): the message as the sender wrote it, the replies
 * support sent, the reply form (e-mailed to the sender) and close / reopen. Plain POST forms to the inbox route's
 * action, so it works without JavaScript; the route passes its own field error and notice in.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, formStyles } from '~/components/form';
import { formatHarareDateTime } from '~/lib/harare-time';
import type { AdminInbox_ItemQuery } from '~/graphql/generated/graphql';
import * as s from './admin-shell.css';
import * as ix from './inbox.css';

export type InboxItemView = NonNullable<AdminInbox_ItemQuery['adminInboxItem']>;

const STATUS_WORDS = { NEW: 'New', OPEN: 'Open', CLOSED: 'Closed' } as const;

function Intent({ item, intent, label, secondary }: { item: InboxItemView; intent: string; label: string; secondary?: boolean }) {
  return (
    <Form method="post" aria-label={`${label} message ${item.id}`}>
      <input type="hidden" name="itemId" value={item.id} />
      <button className={button(secondary ? { tone: 'secondary' } : {})} type="submit" name="intent" value={intent}>
        {label}
      </button>
    </Form>
  );
}

export function InboxItemPanel({ item, error, replyError, typed }: { item: InboxItemView; error?: string; replyError?: string; typed?: string }) {
  const from = item.name || item.email ? `${item.name}${item.email ? ` <${item.email}>` : ''}` : 'Anonymous';
  return (
    <section id="item" aria-labelledby="item-title" className={ix.panel}>
      <h2 id="item-title">{item.subject}</h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p className={s.roles}>
        From {from} · {formatHarareDateTime(item.createdAt)} · {STATUS_WORDS[item.status]}
        {item.closedAt ? ` ${formatHarareDateTime(item.closedAt)}${item.closedByName ? ` by ${item.closedByName}` : ''}` : ''}
      </p>
      <p className={ix.message}>{item.body || '(no text)'}</p>
      {item.details ? <p className={s.roles}>{item.details}</p> : null}
      {item.replies.length ? (
        <>
          <h3>Replies</h3>
          <ul>
            {item.replies.map((r) => (
              <li key={r.id} data-testid="inbox-reply" className={ix.message}>
                {formatHarareDateTime(r.createdAt)}, {r.operatorName} to {r.toEmail}: {r.body}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {item.email ? (
        // Keyed by the replies sent: with JavaScript on, a sent reply's text leaves the box (a new form mounts).
        <Form key={item.replies.length} method="post" aria-label={`Reply to message ${item.id}`} className={formStyles.form}>
          <input type="hidden" name="itemId" value={item.id} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="reply-body">
              Reply (e-mailed to {item.email})
            </label>
            <textarea
              className={formStyles.input}
              id="reply-body"
              name="body"
              rows={5}
              defaultValue={typed}
              required
              minLength={2}
              maxLength={5000}
              aria-invalid={replyError ? true : undefined}
              aria-describedby={replyError ? 'reply-body-error' : undefined}
            />
            {replyError ? (
              <p className={formStyles.error} id="reply-body-error">
                {replyError}
              </p>
            ) : null}
          </div>
          <button className={button({})} type="submit" name="intent" value="reply">
            Send reply
          </button>
        </Form>
      ) : (
        <p>The sender left no e-mail address: there is nobody to reply to.</p>
      )}
      <div className={ix.actions}>
        {item.status === 'NEW' ? <Intent item={item} intent="read" label="Mark read" secondary /> : null}
        {item.status === 'CLOSED' ? (
          <Intent item={item} intent="reopen" label="Reopen" secondary />
        ) : (
          <Intent item={item} intent="close" label="Close" secondary />
        )}
      </div>
    </section>
  );
}
