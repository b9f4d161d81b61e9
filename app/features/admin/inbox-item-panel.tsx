/**
 * One opened item of the support inbox (/admin/inbox/?item=…): the message as the sender wrote it, the replies
 * support sent, the reply form (e-mailed to the sender) and close / reopen. Plain POST forms to the inbox route's
 * action, so it works without JavaScript; the route passes its own field error and notice in.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, formStyles } from '~/components/form';
import type { Language } from '~/lib/i18n/language';
import { fill } from '~/lib/i18n/fill';
import { adminWhen } from './admin-format';
import type { AreaWords } from './admin-words.server';
import type { adminContentSettings } from '~/lib/i18n/catalogues/en/admin-content-settings';
import type { AdminInbox_ItemQuery } from '~/graphql/generated/graphql';
import * as s from './admin-shell.css';
import * as ix from './inbox.css';

export type InboxItemView = NonNullable<AdminInbox_ItemQuery['adminInboxItem']>;

type Words = AreaWords<typeof adminContentSettings>;

const STATUS_WORDS = { NEW: 'stNew', OPEN: 'stOpen', CLOSED: 'stClosed' } as const;

function Intent({ w, item, intent, label, secondary }: { w: Words; item: InboxItemView; intent: string; label: string; secondary?: boolean }) {
  return (
    <Form method="post" aria-label={fill(w.intentForm, { label, id: item.id })}>
      <input type="hidden" name="itemId" value={item.id} />
      <button className={button(secondary ? { tone: 'secondary' } : {})} type="submit" name="intent" value={intent}>
        {label}
      </button>
    </Form>
  );
}

interface PanelProps {
  /** The inbox's words and the page's language. */
  w: Words;
  language: Language;
  item: InboxItemView;
  error?: string;
  replyError?: string;
  typed?: string;
}

export function InboxItemPanel({ w, language, item, error, replyError, typed }: PanelProps) {
  const when = (iso: string) => adminWhen(language, iso);
  const from = item.name || item.email ? `${item.name}${item.email ? ` <${item.email}>` : ''}` : null;
  return (
    <section id="item" aria-labelledby="item-title" className={ix.panel}>
      <h2 id="item-title" translate="no">
        {item.subject}
      </h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p className={s.roles}>
        {/* The sender is theirs: the message ends in it in every language. */}
        {fill(w.from, { from: '' })}
        {from ? <span translate="no">{from}</span> : w.anonymous} · {when(item.createdAt)} · {w[STATUS_WORDS[item.status]]}
        {item.closedAt ? ` ${when(item.closedAt)}` : ''}
        {item.closedAt && item.closedByName ? (
          <>
            {' '}
            {fill(w.by, { name: '' })}
            <span translate="no">{item.closedByName}</span>
          </>
        ) : null}
      </p>
      {item.body ? (
        <p className={ix.message} translate="no">
          {item.body}
        </p>
      ) : (
        <p className={ix.message}>{w.noText}</p>
      )}
      {item.details ? (
        <p className={s.roles} translate="no">
          {item.details}
        </p>
      ) : null}
      {item.replies.length ? (
        <>
          <h3>{w.replies}</h3>
          <ul>
            {item.replies.map((r) => (
              <li key={r.id} data-testid="inbox-reply" className={ix.message}>
                {when(r.createdAt)}, <span translate="no">{r.operatorName}</span> {w.replyTo} <span translate="no">{r.toEmail}</span>:{' '}
                <span translate="no">{r.body}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {item.email ? (
        // Keyed by the replies sent: with JavaScript on, a sent reply's text leaves the box (a new form mounts).
        <Form key={item.replies.length} method="post" aria-label={fill(w.replyForm, { id: item.id })} className={formStyles.form}>
          <input type="hidden" name="itemId" value={item.id} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="reply-body">
              {fill(w.replyLabel, { email: item.email })}
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
            {w.sendReply}
          </button>
        </Form>
      ) : (
        <p>{w.noAddress}</p>
      )}
      <div className={ix.actions}>
        {item.status === 'NEW' ? <Intent w={w} item={item} intent="read" label={w.markRead} secondary /> : null}
        {item.status === 'CLOSED' ? (
          <Intent w={w} item={item} intent="reopen" label={w.reopen} secondary />
        ) : (
          <Intent w={w} item={item} intent="close" label={w.close} secondary />
        )}
      </div>
    </section>
  );
}
