/** Every ezw/v1 call described so far, by operation name. */
export * as categories from './categories';
export * as products from './products';
export * as businesses from './businesses';
export * as content from './content';
