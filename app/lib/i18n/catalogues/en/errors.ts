/** English: the error screens (not found, no access, unavailable, server error, a route that failed). */
export const errors = {
  'errors.notFoundTitle': 'Page not found',
  'errors.notFoundBody': "We couldn't find that page. It may have moved, or the listing may have ended.",
  'errors.goHome': 'Go to the home page',
  'errors.browseCategories': 'Browse categories',
  'errors.forbiddenTitle': "You don't have access to this page",
  'errors.forbiddenBody': 'This page is for a different kind of account. If you think you should see it, log in with the right account.',
  'errors.backToMusika': 'Back to Musika',
  'errors.unavailableTitle': 'Musika is temporarily unavailable',
  'errors.unavailableBody': "We can't reach our shop data just now. Nothing you did was lost: please try again in a minute.",
  'errors.tryAgain': 'Try again',
  'errors.serverTitle': 'Our server had a problem',
  'errors.serverBody': 'Something failed on our side. Please try again in a moment.',
  'errors.routeTitle': 'Something went wrong',
  'errors.routeBody': "We're sorry, but something went wrong loading this page.",
  'errors.reload': 'Reload Page',
} as const;
