/**
 * The buttons under a notification, in the buyer's inbox and the store's alike: "Open" marks it read and goes
 * to what it is about; "Mark as read" only marks it. One form posting intent=read, so it works without
 * JavaScript; each route's action does the marking.
 */
import { Form } from '@remix-run/react';
import * as cart from '~/features/cart/cart.css';

/** The two buttons' words in the page's language (notification-text.server.ts); English when not given. */
export interface NotificationReadText {
  'notifications.open': string;
  'notifications.markRead': string;
}

export function NotificationReadForm({
  notification,
  className,
  text,
}: {
  notification: { id: string; read: boolean; link?: string | null };
  className: string;
  text?: NotificationReadText;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="read" />
      <input type="hidden" name="id" value={notification.id} />
      {notification.link ? (
        <button className={cart.linkButton} type="submit" name="open" value={notification.link}>
          {text?.['notifications.open'] ?? 'Open'}
        </button>
      ) : null}
      {!notification.read ? (
        <button className={cart.linkButton} type="submit">
          {text?.['notifications.markRead'] ?? 'Mark as read'}
        </button>
      ) : null}
    </Form>
  );
}
