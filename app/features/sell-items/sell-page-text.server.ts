/**
 * The public /sell-items page's words in the page's language (issue 33 §3): its heading, the packages' terms,
 * limits and capabilities, the buttons, the steps and the testimonials' frame. A package's name and description
 * are the operator's words and stay as stored (translate="no").
 */
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import { testimonialsText } from '~/features/testimonials/testimonials-text.server';
import { startSellingText } from './start-selling-text.server';

interface Package {
  months: number;
  price: { amountCents: number; currency: string };
  capabilities: readonly string[];
  limits: readonly { name: string; value: number }[];
}

const CAPABILITIES: Record<string, MessageKey> = {
  create_products: 'publicMore.capCreateProducts',
  manage_orders: 'publicMore.capManageOrders',
  run_ads: 'publicMore.capRunAds',
  receive_offers: 'publicMore.capReceiveOffers',
  bulk_upload: 'publicMore.capBulkUpload',
  staff: 'publicMore.capStaff',
};

function limit(t: Translate, limits: Package['limits'], name: string): string | null {
  const value = limits.find((l) => l.name === name)?.value;
  if (value === undefined) return null;
  if (name === 'products') return value === -1 ? t('publicMore.productsUnlimited') : t('publicMore.products', { count: value, shown: String(value) });
  return value === -1 ? t('publicMore.shopsUnlimited') : t('publicMore.shops', { count: value, shown: String(value) });
}

/** One package's price, term, limits and capabilities as the card shows them. */
function packageLine(language: Language, t: Translate, p: Package) {
  const capabilities = p.capabilities.map((c) => (CAPABILITIES[c] ? t(CAPABILITIES[c]) : c.replace(/_/g, ' ')));
  return {
    price: formatMoneyIn(language, p.price.amountCents, p.price.currency),
    term: p.months === 1 ? t('publicMore.perMonth') : t('publicMore.perMonths', { count: p.months }),
    limits: [limit(t, p.limits, 'products'), limit(t, p.limits, 'businesses')].filter(Boolean).join(' · '),
    includes: t('publicMore.includes', { list: capabilities.join(', ') }),
  };
}

export function sellPageText(language: Language, t: Translate, packages: readonly Package[]) {
  return {
    meta: t('publicMore.sellMeta'),
    description: t('publicMore.sellDescription'),
    title: t('publicMore.sellTitle'),
    lead: t('publicMore.sellLead'),
    packagesLabel: t('publicMore.packages'),
    packages: packages.map((p) => packageLine(language, t, p)),
    createAccount: t('publicMore.createAccount'),
    choosePackage: t('publicMore.choosePackage'),
    listProduct: t('publicMore.listProduct'),
    steps: startSellingText(t),
    testimonials: testimonialsText(t),
    testimonialsTitle: t('publicMore.testimonialsTitle'),
  };
}
