/**
 * The start-selling steps' words (start-selling.tsx): English as the pages always showed it, or the page's language
 * as the server finished it (start-selling-text.server.ts). A `{name}` in a step is the link of that name.
 */
export type StepLink = 'register' | 'login' | 'subscriptions' | 'createBusiness' | 'addProduct';

export interface StartSellingText {
  /** Title and body of each of the five steps, in order. */
  steps: readonly (readonly [string, string])[];
  links: Record<StepLink, string>;
  done: string;
}

export const START_SELLING_ENGLISH: StartSellingText = {
  steps: [
    ['Create your account', '{register} with your e-mail and WhatsApp number (or {login} if you have an account).'],
    ['Choose a package', 'Pick the package that fits your shop on {subscriptions} and pay with EcoCash or OneMoney.'],
    [
      'Create your business',
      'Give your shop a name, logo, address, phone and opening hours on the {createBusiness} page. Buyers find it on its own storefront.',
    ],
    [
      'List your products',
      '{addProduct} of any kind — goods, property, vehicles, services, hire items or auctions — with photos and a price in US dollars. With the Enterprise package, upload a whole spreadsheet at once.',
    ],
    ['Take orders', 'Buyers order, pay or make you an offer; you see every order in your dashboard and answer offers from your inbox.'],
  ],
  links: {
    register: 'Register',
    login: 'log in',
    subscriptions: 'your subscriptions page',
    createBusiness: 'create business',
    addProduct: 'Add a product',
  },
  done: ' — done',
};
