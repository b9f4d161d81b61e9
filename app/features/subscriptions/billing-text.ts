/**
 * The shapes of billing details' and a receipt's words (issue 33 §3), finished on the server in the page's
 * language (billing-text.server.ts). No catalogue here: types only.
 */

/**
 * A sentence with names in it: even places are the site's words, odd places someone's name (a package, a
 * business), shown translate="no". English comes as one piece, exactly as the backend wrote it.
 */
export type Worded = string[];

export interface PaymentRowText {
  reference: string;
  description: Worded;
  line: string;
  aria: string;
}

export interface PaymentsListText {
  none: string;
  label: string;
  receipt: string;
  rows: PaymentRowText[];
}
