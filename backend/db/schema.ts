/**
 * Every table of the embedded backend, for code that needs several domains' tables (and drizzle-kit). The core
 * tables (accounts, businesses, catalogue, sessions, packages) live in schema-core.ts, which imports no domain;
 * each domain's tables import the core ones they reference from there, so nothing here is an import circle.
 */
export * from './schema-core';
export * from './schema-buying';
export * from './schema-analytics';
export * from './schema-analytics-rollups';
export * from './schema-ads';
export * from './schema-money';
export * from './schema-sandbox';
export * from './schema-content';
export * from './schema-feedback';
export * from './schema-staff';
export * from './schema-auctions';
export * from './schema-followers';
export * from './schema-bookings';
export * from './schema-chat';
