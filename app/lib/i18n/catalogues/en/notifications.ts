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
  'notifications.orderRefundedByMusika.title': 'Order {order} was refunded',
  'notifications.orderRefundedByMusika.body': 'Your payment for order {order} ({total}) was refunded by Musika (refund reference {reference}).',

  // Auctions (backend/auctions/lot-writes.ts).
  'notifications.auctionOutbid.title': 'You have been outbid on {product}',
  'notifications.auctionOutbid.body': 'Someone bid {bid}. Bid at least {minimum} to lead again before the auction ends.',
  'notifications.auctionSold.title': '{product} sold for {bid}',
  'notifications.auctionSold.body':
    'The auction ended with {bid}, the reserve met. Approve or reject the result in Auctions; once approved the winner can pay through checkout.',
  'notifications.auctionReserveNotMet.title': '{product}: reserve not met',
  'notifications.auctionReserveNotMet.body':
    'The auction ended with a highest bid of {bid}, below your reserve. There is no winner; reject the result in Auctions to close it.',
  'notifications.auctionNoBids.title': '{product} ended with no bids',
  'notifications.auctionNoBids.body': 'Nobody bid the starting price of {start}.',
  'notifications.auctionWon.title': 'You won {product}',
  'notifications.auctionWon.body':
    'Your bid of {bid} is the winning bid. The seller will now approve the result; you will be told here when you can pay through checkout.',
  'notifications.auctionNotSold.title': '{product}: the reserve was not met',
  'notifications.auctionNotSold.body': "The auction ended with your bid of {bid} the highest, but below the seller's reserve, so it did not sell.",
  'notifications.auctionRejected.title': '{product}: the seller rejected the result',
  'notifications.auctionRejected.body': 'The seller did not approve the sale, so nothing is owed and the lot is not sold.',
  'notifications.auctionPay.title': 'Pay for {product}',
  'notifications.auctionPay.body': 'The seller approved your winning bid of {bid}. Pay through checkout to complete the purchase.',

  // Bookings and appointments (backend/bookings/*): {when} is the booked time, {fromWhen} the time first asked for.
  'notifications.dayRange': '{first} to {last}',
  'notifications.bookingRequested.title': 'New {booking, select, hire {hire booking} other {appointment request}}: {product}',
  'notifications.bookingRequested.body': '{buyer} asked for {when} (Harare time). Accept or answer it from your appointments.',
  'notifications.bookingBuyerMoved.title':
    '{buyer} {action, select, accept {accepted the time you proposed} decline {declined the time you proposed} other {cancelled}}: {product}',
  'notifications.bookingBuyerMoved.body': '{product}, {when} (Harare time).',
  'notifications.bookingProposed.title': 'Another time proposed: {product}',
  'notifications.bookingProposed.body': '{store} proposes {when} (Harare time) instead of {fromWhen}. Accept or decline it.{note}',
  'notifications.bookingAnswered.title':
    '{status, select, accepted {Appointment accepted} confirmed {Hire booking confirmed} declined {Booking declined} other {{status}}}: {product}',
  'notifications.bookingAnswered.body': '{store}: {product}, {when} (Harare time).{note}',
  'notifications.bookingReminderBuyer.title': 'Reminder: {product} tomorrow',
  'notifications.bookingReminderBuyer.body': 'Your {booking, select, hire {hire} other {appointment}} with {store}: {when} (Harare time).',
  'notifications.bookingReminderStore.title': 'Reminder: {product} tomorrow',
  'notifications.bookingReminderStore.body': 'A {booking, select, hire {hire} other {appointment}} is booked for {when} (Harare time).',
  'notifications.bookingLapsedBuyer.title': 'Request lapsed: {product}',
  'notifications.bookingLapsedBuyer.body':
    '{store} did not answer your hire request for {when} within {hours} hours, so it has lapsed and the days are free again. You can ask again.',
  'notifications.bookingLapsedStore.title': 'Request lapsed: {product}',
  'notifications.bookingLapsedStore.body':
    'A hire request for {when} went unanswered for {hours} hours, so it has lapsed and those days are free again.',

  // Payouts (backend/ledger/admin-payouts-routes.ts); {reason} is finance's own words.
  'notifications.payoutPaid.title': 'Your payout of {amount} was sent',
  'notifications.payoutPaid.body': 'Musika sent {amount} for {store} to {destination}. Transfer reference: {reference}.',
  'notifications.payoutRejected.title': 'Your payout request of {amount} was not paid',
  'notifications.payoutRejected.body':
    'Finance did not pay the payout request of {amount} for {store}: {reason} The money stays in your balance; you may ask again.',

  // Moderation (backend/moderation/*); {reason} and {note} are the moderator's own words.
  'notifications.listingUnpublished.title': 'Your listing "{product}" was unpublished',
  'notifications.listingUnpublished.body':
    'A Musika moderator unpublished "{product}" ({store}) after a report of {report, select, counterfeit {counterfeit goods} prohibited {a prohibited item} scam {a scam} wrong_category {the wrong category} offensive {offensive content} other {another reason}}: {reason} It stays in your listings as a draft; buyers no longer see it.',
  'notifications.reportUnpublished.title': 'Your report about "{product}"',
  'notifications.reportUnpublished.body': 'Thank you: a moderator reviewed your report and unpublished "{product}".',
  'notifications.reportDismissed.title': 'Your report about "{product}"',
  'notifications.reportDismissed.body': 'A moderator reviewed your report and left "{product}" listed.{note}',
  'notifications.reviewHidden.title': 'Your review of "{product}" was hidden',
  'notifications.reviewHidden.body':
    'A Musika moderator hid your review of "{product}": {reason} Other shoppers no longer see it and it no longer counts in the product\'s rating.',
  'notifications.reviewRestored.title': 'Your review of "{product}" is visible again',
  'notifications.reviewRestored.body':
    'A Musika moderator restored your review of "{product}": shoppers see it again and it counts in the product\'s rating.',
  'notifications.storeSuspended.title': 'Your store "{store}" was suspended',
  'notifications.storeSuspended.body':
    'A Musika moderator suspended "{store}": {reason} Buyers no longer see the store or its listings; nothing was deleted. Contact Musika support to have it reinstated.',
  'notifications.storeReinstated.title': 'Your store "{store}" is back on Musika',
  'notifications.storeReinstated.body':
    'A Musika moderator reinstated "{store}": buyers see the store and the listings that were public before the suspension again.{note}',

  // Packages, trials and ads payments (backend/subscriptions/*, backend/businesses/*, backend/payments/effects/*).
  'notifications.packageSet.title': 'Your package is now {package}',
  'notifications.packageSet.body':
    'Musika set your package to {package}{count, plural, =0 {} one {, with # more day} other {, with # more days}}: it runs until {ends}.',
  'notifications.packageExtended.title': 'Your {package} package was extended',
  'notifications.packageExtended.body':
    'Musika gave your {package} package {count, plural, one {# more day} other {# more days}}: it now runs until {ends}.',
  'notifications.packageActive.title': 'Your {package} package is active',
  'notifications.packageActive.body':
    'Thank you for your payment. Your {package} package runs until {ends}: open your dashboard to run your business on Musika.',
  'notifications.packageRenewed.title': 'Your {package} package is active',
  'notifications.packageRenewed.body': 'Thank you: your {package} package is renewed until {ends}.',
  'notifications.packageRefunded.title': 'Your package payment was refunded',
  'notifications.packageRefunded.body': 'Payment {reference} was refunded, so the package it bought has ended. Choose a package to keep selling.',
  'notifications.trialStarted.title': 'Your {days}-day {package} trial has started',
  'notifications.trialStarted.body': 'Try Musika free until the trial ends, then choose a package to keep selling.',
  'notifications.customPackage.title': 'We received your custom package request',
  'notifications.customPackage.body': 'Thank you: our sales team will contact you within one working day.',
  'notifications.adsFunded.title': 'Ads account funded: {amount}',
  'notifications.adsFunded.body': 'Your payment {reference} is confirmed and {amount} was added to your ads balance.',
  'notifications.adsRefunded.title': 'Ads top-up refunded: {amount}',
  'notifications.adsRefunded.body': 'Payment {reference} was refunded, so {amount} was taken off your ads balance.',
  'notifications.adsRefundedPart.title': 'Ads top-up refunded: {amount}',
  'notifications.adsRefundedPart.body':
    'Payment {reference} was refunded. {taken} unused was taken off your ads balance; {spent} was already spent on ads.',

  // The analytics table's city of an order with none (backend rollups write 'Unknown').
  'notifications.unknownCity': 'Unknown',
} as const;
