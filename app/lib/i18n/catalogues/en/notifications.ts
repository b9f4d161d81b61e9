/**
 * Notifications: the buyer's inbox (/account/inbox/notifications), the store's (/dashboard/inbox/notifications)
 * with its tabs, and the notifications themselves. A notification is stored with a message key and values
 * (backend/notifications/notify.ts, migration 0056); `<key>.title` and `<key>.body` say in English exactly what
 * the backend stores as its title and body (a key without `.body`: the body is someone's own words). Values named
 * …Cents arrive as money already formatted, without the suffix (`totalCents` → `{total}`).
 */
const STATUS =
  'pending {pending} processing {being processed} on_hold {on hold} completed {completed} cancelled {cancelled} refunded {refunded} failed {failed} other {{STATUS}}';
const status = (name: string) => `{${name}, select, ${STATUS.replace('{STATUS}', `{${name}}`)}}`;
const ROLE = '{role, select, manager {manager (everything but billing and staff)} other {assistant (orders and messages)}}';
const AMOUNT = '{quantity, plural, =1 {{amount}} other {{amount} each for {quantity}}}';

export const notifications = {
  'notifications.meta': 'Notifications — Musika',
  'notifications.title': 'Notifications',
  'notifications.listLabel': 'Notifications',
  'notifications.markAll': 'Mark all {count} as read',
  'notifications.empty': 'No notifications yet. Orders, offers and answers to your requests will show up here.',
  'notifications.backToShopping': 'Back to shopping',
  'notifications.storeEmpty': 'No notifications for {store} yet. New orders, offers, buyer requests and reviews show up here.',
  'notifications.seeProducts': 'See your products',
  'notifications.open': 'Open',
  'notifications.markRead': 'Mark as read',
  'notifications.readError': 'Error marking conversation as read',
  'notifications.tabsLabel': 'Inbox',
  'notifications.tabMessages': 'Messages',
  'notifications.unread': 'unread',
  'notifications.unknownLanguage': 'Unknown language',

  'notifications.orderNew.title': 'New order {order}',
  'notifications.orderNew.body':
    '{buyer} ordered {units, plural, one {# item} other {# items}} from {store} for {total}, {fulfilment, select, delivery {delivery to {city}} other {collection}}. Payment: {payment, select, cash_on_delivery {cash on delivery} ecocash {EcoCash (awaiting payment)} onemoney {OneMoney (awaiting payment)} innbucks {InnBucks (awaiting payment)} web {Paynow (awaiting payment)} other {{payment}}}.',
  'notifications.orderPlaced.title': 'Order {order} placed',
  'notifications.orderPlaced.body': 'Your order with {store} for {total} is pending. We will tell you here when the store updates it.',
  'notifications.orderStatus.title': `Order {order} is ${status('to')}`,
  'notifications.orderStatus.body': `{store} changed your order {order} from ${status('from')} to ${status('to')}.`,
  'notifications.orderShipped.title': 'Order {order} is on its way',
  'notifications.orderShipped.body': '{store} sent your order {order} with {courier}. Tracking number: {tracking}.',
  'notifications.offerReceived.title': 'New offer on {product}',
  'notifications.offerReceived.body': `{person} offered ${AMOUNT}.{note}`,
  'notifications.offerAccepted.title': 'Offer accepted: {product}',
  'notifications.offerAccepted.body': `{person} accepted ${AMOUNT}.{note}`,
  'notifications.offerRejected.title': 'Offer rejected: {product}',
  'notifications.offerRejected.body': `{person} turned down ${AMOUNT}.{note}`,
  'notifications.offerCountered.title': 'Counter-offer on {product}',
  'notifications.offerCountered.body': `{person} countered with ${AMOUNT}.{note}`,
  'notifications.offerWithdrawn.title': 'Offer withdrawn: {product}',
  'notifications.offerWithdrawn.body': `{person} withdrew the offer of ${AMOUNT}.{note}`,
  'notifications.reviewReceived.title': 'New {rating}-star review of {product}',
  'notifications.requestMatch.title': 'New buyer request in {city}: {request}',
  'notifications.requestMatch.body': '{owner} is looking for this in {category}. {details}',
  'notifications.requestMatchBudget.title': 'New buyer request in {city}: {request}',
  'notifications.requestMatchBudget.body': '{owner} is looking for this in {category}. {details} Budget: {budget}.',
  'notifications.requestResponse.title': '{store} responded to “{request}”',
  'notifications.requestResponsePrice.title': '{store} responded to “{request}”',
  'notifications.requestResponsePrice.body': '{reply} Price: {price}.',
  'notifications.staffInvited.title': 'You are invited to help run {store}',
  'notifications.staffInvited.body': `You are invited to join {store} as ${ROLE}. Accept or decline the invitation from your account.`,
  'notifications.staffJoined.title': '{person} joined {store}',
  'notifications.staffJoined.body': '{person} is now a staff member of {store}.',
  'notifications.staffDeclined.title': '{person} declined to join {store}',
  'notifications.staffDeclined.body': '{person} declined your invitation to {store}.',
  'notifications.staffRole.title': 'Your role in {store} changed',
  'notifications.staffRole.body': `You are now ${ROLE} of {store}.`,
  'notifications.staffRemoved.title': 'You no longer help run {store}',
  'notifications.staffRemoved.body': 'The owner of {store} removed you from its staff.',
  'notifications.orderPaidStore.title': 'Order {order} is paid',
  'notifications.orderPaidStore.body': '{total} for order {order} was paid through Paynow ({reference}). Prepare it for the buyer.',
  'notifications.orderPaidBuyer.title': 'Order {order} is paid',
  'notifications.orderPaidBuyer.body': 'Your payment for order {order} with {store} was received. The store is preparing it.',
  'notifications.paymentDuplicate.title': 'A second payment was received',
  'notifications.paymentDuplicate.body':
    'Your orders were already paid when payment {reference} went through. Musika will refund it; contact support if you have questions.',
  'notifications.orderRefundedStore.title': 'Order {order} was refunded',
  'notifications.orderRefundedStore.body': 'The payment for order {order} ({total}, {reference}) was refunded to the buyer. Do not send it.',
  'notifications.orderRefundedBuyer.title': 'Order {order} was refunded',
  'notifications.orderRefundedBuyer.body': 'Your payment for order {order} ({total}) was refunded through Paynow.',
} as const;
