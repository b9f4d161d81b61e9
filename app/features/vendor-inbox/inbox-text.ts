/** The store's opened offer and request panels' words, finished on the server (inbox-text.server.ts). */
import type { OfferViewText } from '~/features/offers/offer-details';

export interface OfferPanelText {
  /** The offer's details in the language; null: the details' own English. */
  view: OfferViewText | null;
  title: string;
  form: string;
  messageTo: string;
  counter: string;
  accept: string;
  sendCounter: string;
  turnDown: string;
  waiting: string;
}

export interface RequestPanelText {
  label: string;
  budget: string | null;
  by: string;
  at: string;
  answeringAs: string;
  'requests.yourAnswer': string;
  'requests.closedNote': string;
  'requests.answerForm': string;
  'requests.yourPrice': string;
  'requests.sendAnswer': string;
  picker: { label: string; none: string };
  photos: string;
}
