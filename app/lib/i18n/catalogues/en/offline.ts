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
} as const;
