/**
 * The product form's words as the server finished them in the page's language (product-form-text.server.ts):
 * the components only show them, and fill the few with a number the step knows ({n}, {max}) with the small
 * `fill` (app/lib/i18n/fill.ts). No catalogue here, only types: client code never holds one.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';

type FormKey = Extract<MessageKey, `productForm.${string}`>;

/** "productForm.next" → "next": shorter names in the page's data and code. */
export type FormWords = { [K in FormKey as K extends `productForm.${infer S}` ? S : never]: string };

export interface ProductFormText {
  w: FormWords;
  /** Each product kind (lower-case, as the form posts it) in words. */
  kinds: Record<string, string>;
  /** A stored choice (property type, rent period, fuel…) in words. */
  choices: Record<string, string>;
}

/** Options of a select: the stored values, each in the page's words. */
export const choiceOptions = (values: readonly string[], choices: Record<string, string>) => values.map((v) => [v, choices[v] ?? v] as const);
