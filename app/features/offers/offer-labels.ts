/** Offer statuses in words (statuses are documented in schema/rest/offers.ts). */
export const OFFER_STATUS_LABEL: Record<string, string> = {
  PENDING: 'Waiting for the store',
  COUNTERED: 'Counter-offer made',
  ACCEPTED: 'Accepted',
  REJECTED: 'Turned down',
  EXPIRED: 'Expired',
  WITHDRAWN: 'Withdrawn',
};

export const OFFER_ACTION_LABEL: Record<string, string> = {
  offer: 'offered',
  counter: 'countered with',
  accept: 'accepted',
  reject: 'turned it down',
  withdraw: 'withdrew the offer',
};
