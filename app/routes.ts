/** The site's route table lives with the contracts (schema/site-routes.ts): the backend builds links from it too. */
export * from '../schema/site-routes';
