/** The words of site-text.ts in the page's language. */
import type { Translate } from '~/lib/i18n/translate.server';
import { supportWidgetText } from '~/features/support/contact-text.server';
import type { SiteText } from './site-text';

export function siteText(t: Translate): SiteText {
  return {
    auth: {
      logIn: t('auth.logIn'),
      loggingIn: t('auth.loggingIn'),
      emailOrUsername: t('auth.emailOrUsername'),
      password: t('auth.password'),
      forgot: t('auth.forgot'),
      newHere: t('auth.newHere'),
      continueWith: t('auth.continueWith', { provider: '{provider}' }),
      or: t('auth.or'),
      popupLogIn: t('auth.popupLogIn'),
      popupRegister: t('auth.popupRegister'),
      register: t('auth.register'),
      loading: t('auth.loading'),
      close: t('auth.close'),
      createLabel: t('auth.createAccountLabel'),
      iWantTo: t('auth.iWantTo'),
      buy: t('auth.buy'),
      sell: t('auth.sellVendor'),
      firstName: t('auth.firstName'),
      lastName: t('auth.lastName'),
      email: t('auth.email'),
      whatsApp: t('auth.whatsApp'),
      hint: t('auth.passwordHint'),
      confirm: t('auth.confirmPassword'),
      creating: t('auth.creating'),
      create: t('auth.createAccount'),
      haveAccount: t('auth.haveAccount'),
    },
    errors: {
      nf: [t('errors.notFoundTitle'), t('errors.notFoundBody')],
      forbidden: [t('errors.forbiddenTitle'), t('errors.forbiddenBody')],
      unavailable: [t('errors.unavailableTitle'), t('errors.unavailableBody')],
      server: [t('errors.serverTitle'), t('errors.serverBody')],
      route: [t('errors.routeTitle'), t('errors.routeBody')],
      home: t('errors.goHome'),
      browse: t('errors.browseCategories'),
      back: t('errors.backToMusika'),
      again: t('errors.tryAgain'),
      reload: t('errors.reload'),
    },
    titles: {
      nf: t('errors.notFoundTitle'),
      noAccess: t('publicPages.titleNoAccess'),
      wrong: t('errors.routeTitle'),
      server: t('publicPages.titleServerError'),
      unauthorized: t('publicPages.titleUnauthorized'),
    },
    overlays: {
      help: t('shell.help'),
      helpLabel: t('shell.helpLabel'),
      notice: t('shell.noticeLabel'),
      noticeClose: t('shell.noticeClose'),
      cookie: t('shell.cookieLabel'),
      cookieText: t('shell.cookieText'),
      privacy: t('shell.privacyPolicy'),
      decline: t('shell.decline'),
      accept: t('shell.accept'),
      news: t('shell.newsletterLabel'),
      newsHeading: t('shell.newsletterHeading'),
      signingUp: t('shell.newsletterSigningUp'),
      signUp: t('shell.newsletterSignUp'),
    },
    widget: supportWidgetText(t),
  };
}

/**
 * Offline shopping's words as attributes of <html>: the banner is CSS `content: attr(data-t-offline)`
 * (global.css.ts), the service worker's mark of a stored copy reads the others from the copy itself
 * (public/sw-offline-copy.js), and offline-client.ts reads its messages from here.
 */
export function offlineWords(t: Translate): Record<`data-t-${string}`, string> {
  return {
    'data-t-offline': t('shell.offlineBanner'),
    'data-t-offline-saved': t('shell.offlineSaved', { when: '{when}' }),
    'data-t-offline-prices': t('shell.offlinePrices', { when: '{when}' }),
    'data-t-offline-queued': t('shell.offlineQueued', { pending: '{pending}' }),
    'data-t-offline-needs': t('shell.offlineNeedsNetwork'),
    'data-t-ok': t('shell.ok'),
  };
}
