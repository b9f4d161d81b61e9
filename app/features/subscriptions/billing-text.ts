/**
 * The shapes of billing details' and a receipt's words (issue 33 §3), finished on the server in the page's
 * language (billing-text.server.ts). No catalogue here: types only.
 */

import type { Named } from '~/components/placed-text';

export interface PaymentRowText {
  reference: string;
  /** English comes as one piece, exactly as the backend wrote it. */
  description: Named;
  line: string;
  aria: string;
}

export interface PaymentsListText {
  none: string;
  label: string;
  receipt: string;
  rows: PaymentRowText[];
}
