/** The page's language as the API's Language enum (schema/graphql/languages.graphql): EN, SN or ND. */
import type { Language as ApiLanguage } from '~/graphql/generated/graphql';
import type { Language } from './language';

export const graphqlLanguage = (language: Language): ApiLanguage => language.toUpperCase() as ApiLanguage;
