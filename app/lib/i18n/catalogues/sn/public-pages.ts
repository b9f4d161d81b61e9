import type { AreaCatalogue } from '../area';
import type { publicPages as english } from '../en/public-pages';

export const publicPages: AreaCatalogue<typeof english> = {
  'publicPages.titleNoAccess': 'Hauna mvumo yekuona peji iri',
  'publicPages.titleServerError': 'Dambudziko repaseva',
  'publicPages.titleUnauthorized': 'Hauna mvumo',
};
