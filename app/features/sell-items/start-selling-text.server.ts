/** The start-selling steps in the page's language (start-selling-text.ts says the shape). */
import { holes } from '~/components/placed-text';
import type { Translate } from '~/lib/i18n/translate.server';
import type { StartSellingText } from './start-selling-text';

// Each link stays a place-holder in its step's sentence, so each language puts it where its word order wants it.
const PLACES = holes('register', 'login', 'subscriptions', 'createBusiness', 'addProduct');

export function startSellingText(t: Translate): StartSellingText {
  return {
    steps: [
      [t('publicMore.stepAccount'), t('publicMore.stepAccountBody', PLACES)],
      [t('publicMore.stepPackage'), t('publicMore.stepPackageBody', PLACES)],
      [t('publicMore.stepBusiness'), t('publicMore.stepBusinessBody', PLACES)],
      [t('publicMore.stepProducts'), t('publicMore.stepProductsBody', PLACES)],
      [t('publicMore.stepOrders'), t('publicMore.stepOrdersBody')],
    ],
    links: {
      register: t('publicMore.register'),
      login: t('publicMore.logIn'),
      subscriptions: t('publicMore.subscriptionsPage'),
      createBusiness: t('publicMore.createBusiness'),
      addProduct: t('publicMore.addProduct'),
    },
    done: t('publicMore.stepDone'),
  };
}
