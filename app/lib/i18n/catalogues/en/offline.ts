/**
 * English: the service worker's offline words (public/sw-offline-copy.js, sw-offline-queue.js), handed to it on
 * <html data-t-*> (app/features/shell/offline-worker-words.server.ts). `|` joins the parts one attribute carries.
 */
export const offline = {
  'offline.formTitle': 'You are offline',
  'offline.formBody': 'This form needs a connection, and nothing was sent. Try again when you are back online.',
  'offline.goBack': 'Go back',
  'offline.waitsOne': '{count} change waits to be sent when you are back online',
  'offline.waitsOther': '{count} changes wait to be sent when you are back online',
  'offline.lastVisit': 'your last visit',
  // What the buyer is told when a change made offline reaches the server (app/routes/cart-sync.ts).
  'offline.replayUnreadable': 'A change saved offline could not be read, so it was not sent.',
  'offline.replayLogIn': 'Log in to keep favourites: a product saved while you were offline was not kept.',
  'offline.replayFavouriteRefused': 'A favourite from while you were offline was not kept: {reason}',
  'offline.replayFavouriteSaved': 'Saved to favourites while you were offline: now saved.',
  'offline.replayFavouriteRemoved': 'Removed from favourites.',
  'offline.replayRemoved': 'From your changes made offline: {removed}',
  'offline.replayNotAdded': '{name} was not added to your cart: {reason}.',
  'offline.replayTryAgain': 'please try again',
  'offline.replayAProduct': 'A product you added offline',
  'offline.replayPriceChanged': '{name} is in your cart, but its price changed: {now} now ({was} when you saw it).',
  'offline.replayAdded': '{name}, added while you were offline, is in your cart.',
} as const;
