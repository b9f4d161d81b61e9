/** Every ezw/v1 call described so far, by domain. */
export * as auth from './auth';
export * as businesses from './businesses';
export * as buyerRequests from './buyer-requests';
export * as cart from './cart';
export * as categories from './categories';
export * as content from './content';
export * as exchangeRates from './exchange-rates';
export * as media from './media';
export * as notifications from './notifications';
export * as offers from './offers';
export * as orders from './orders';
export * as payments from './payments';
export * as products from './products';
export * as reviews from './reviews';
export * as search from './search';
