/** English: public pages' chrome (stores list, store finder, shopping centres, company pages) and error titles. */
export const publicPages = {
  'publicPages.titleNoAccess': 'You don’t have access to this page',
  'publicPages.titleServerError': 'Server error',
  'publicPages.titleUnauthorized': 'Unauthorized',
} as const;
