/**
 * Every table of the embedded backend, for code that needs several domains' tables (and drizzle-kit). The core
 * tables (accounts, businesses, catalogue, sessions, packages) live in schema-core.ts, which imports no domain;
 * each domain keeps its own tables in its folder (backend/<domain>/*-tables.ts) and imports the core ones it
 * references from schema-core.ts, so nothing here is an import circle.
 */
export * from './schema-core';
export * from '../orders/buying-tables';
export * from '../analytics/analytics-tables';
export * from '../analytics/rollup-tables';
export * from '../ads/ads-tables';
export * from '../money/money-tables';
export * from '../payments/sandbox/sandbox-tables';
export * from '../content/content-tables';
export * from '../content/feedback-tables';
export * from '../content/testimonials-tables';
export * from '../content/notice-tables';
export * from '../staff/staff-tables';
export * from '../auctions/auction-tables';
export * from '../followers/follower-tables';
export * from '../bookings/booking-tables';
export * from '../chat/chat-tables';
export * from '../operators/operators-tables';
export * from '../ledger/ledger-tables';
export * from '../payments/refunds-tables';
export * from '../catalogue/admin-categories-tables';
export * from '../catalogue/category-counts-tables';
export * from '../businesses/business-counts-tables';
export * from '../businesses/admin-businesses-tables';
export * from '../support/support-tables';
export * from '../api-clients/api-clients-tables';
export * from '../social-sign-in/social-tables';
