/** The bounds of a business settings draft, shared by the contract and its field schemas. */
export const BUSINESS_STATUSES = ['publish', 'draft'] as const;
export const MAX_BUSINESS_NAME = 80;
export const MAX_BUSINESS_DESCRIPTION = 2000;
/** The 14 business categories of spec §3 (ids 1–14, table business_categories). */
export const BUSINESS_CATEGORY_COUNT = 14;
