/** How a GraphQL payment input (method, currency) is sent to the REST calls that start a payment. */
import type { PayMethod } from '../../generated/resolvers';

export const payMethod = (m: PayMethod) => m.toLowerCase() as 'ecocash' | 'onemoney' | 'innbucks' | 'web';
export const payCurrency = (c: string | null | undefined) => (c?.toUpperCase() === 'ZWG' ? 'ZWG' : 'USD');
