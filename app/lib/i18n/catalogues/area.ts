/**
 * One area's catalogue in another language: exactly the English area's keys, each a string (tsc fails on a
 * missing or extra key; i18n-catalogues.test.ts checks values and ICU arguments at run time).
 */
export type AreaCatalogue<English> = { [K in keyof English]: string };
