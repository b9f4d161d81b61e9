/**
 * Words every page may show outside its route's own screen — the auth popup and its forms, the error screens,
 * the overlays — finished on the server in the page's language (site-text.server.ts) and carried by the root
 * loader's `words`. Client code reads them here and never holds a catalogue (decision 030).
 */
import { useRouteLoaderData } from '@remix-run/react';
import type { SupportWidgetText } from '~/features/support/contact-text';

export interface AuthFormText {
  logIn: string;
  loggingIn: string;
  emailOrUsername: string;
  password: string;
  forgot: string;
  newHere: string;
  continueWith: string;
  or: string;
  popupLogIn: string;
  popupRegister: string;
  register: string;
  loading: string;
  close: string;
  createLabel: string;
  iWantTo: string;
  buy: string;
  sell: string;
  firstName: string;
  lastName: string;
  email: string;
  whatsApp: string;
  hint: string;
  confirm: string;
  creating: string;
  create: string;
  haveAccount: string;
}

export interface ErrorText {
  nf: [title: string, body: string];
  forbidden: [title: string, body: string];
  unavailable: [title: string, body: string];
  server: [title: string, body: string];
  route: [title: string, body: string];
  home: string;
  browse: string;
  back: string;
  again: string;
  reload: string;
}

export interface OverlayText {
  help: string;
  helpLabel: string;
  notice: string;
  noticeClose: string;
  cookie: string;
  cookieText: string;
  privacy: string;
  decline: string;
  accept: string;
  news: string;
  newsHeading: string;
  signingUp: string;
  signUp: string;
}

/** Error pages' <title>s (components/status-meta.ts reads them from the root match in a route's meta). */
export interface TitleText {
  nf: string;
  noAccess: string;
  wrong: string;
  server: string;
  unauthorized: string;
}

export interface SiteText {
  auth: AuthFormText;
  errors: ErrorText;
  titles: TitleText;
  overlays: OverlayText;
  /** The support widget's panel (loaded when the Help button is first pressed). */
  widget: SupportWidgetText;
}

/** The root loader's words; undefined only on a page whose root loader failed (its parts then show no words). */
export function useSiteText(): SiteText | undefined {
  return (useRouteLoaderData('root') as { words?: SiteText } | undefined)?.words;
}
