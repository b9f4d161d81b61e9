/** A REST amount in cents as the GraphQL Money type. */
export const money = (amountCents: number, currency = 'USD') => ({ amountCents, currency });
