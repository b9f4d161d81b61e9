import type { AreaCatalogue } from '../area';
import type { publicPages as english } from '../en/public-pages';

export const publicPages: AreaCatalogue<typeof english> = {
  'publicPages.titleNoAccess': 'Awulayo imvume yokubona ikhasi leli',
  'publicPages.titleServerError': 'Inkinga ye-seva',
  'publicPages.titleUnauthorized': 'Awulayo imvume',
};
