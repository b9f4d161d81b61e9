/**
 * The buttons under a notification, in the buyer's inbox and the store's alike: "Open" marks it read and goes
 * to what it is about; "Mark as read" only marks it. One form posting intent=read, so it works without
 * JavaScript; each route's action does the marking.
 */
import { Form } from '@remix-run/react';
import * as cart from '~/features/cart/cart.css';

export function NotificationReadForm({
  notification,
  className,
}: {
  notification: { id: string; read: boolean; link?: string | null };
  className: string;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="read" />
      <input type="hidden" name="id" value={notification.id} />
      {notification.link ? (
        <button className={cart.linkButton} type="submit" name="open" value={notification.link}>
          Open
        </button>
      ) : null}
      {!notification.read ? (
        <button className={cart.linkButton} type="submit">
          Mark as read
        </button>
      ) : null}
    </Form>
  );
}
