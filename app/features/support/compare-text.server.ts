/**
 * Compare accounts in the page's language (issue 33 §3): the feature table, each package's price, term, limits
 * and what it includes, finished here (the page is edge-cached per language, server/page-cache.ts). Package
 * names and descriptions are the operator's words, shown as written.
 */
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, requestTranslator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';

const WORDS = [
  'common.home',
  'vendorMoney.compareTitle',
  'vendorMoney.compareLead',
  'vendorMoney.compareCaption',
  'vendorMoney.feature',
  'vendorMoney.buyerFree',
  'vendorMoney.vendor',
  'vendorMoney.yes',
  'vendorMoney.no',
  'vendorMoney.vendorPackages',
  'vendorMoney.packages',
  'vendorMoney.createAccount',
  'vendorMoney.howSelling',
  'vendorMoney.testimonialsTitle',
] as const;

/** [feature, buyer, vendor] */
const FEATURES: [MessageKey, boolean, boolean][] = [
  ['vendorMoney.featureBrowse', true, true],
  ['vendorMoney.featureBuy', true, true],
  ['vendorMoney.featureFavourites', true, true],
  ['vendorMoney.featureOffers', true, true],
  ['vendorMoney.featureStorefront', false, true],
  ['vendorMoney.featureList', false, true],
  ['vendorMoney.featureOrders', false, true],
  ['vendorMoney.featureCounter', false, true],
  ['vendorMoney.featureAds', false, true],
];

/** A limit's name → its "up to" and "unlimited" messages, in the order the page lists them. */
const LIMITS: [string, MessageKey, MessageKey][] = [
  ['products', 'vendorMoney.upToProducts', 'vendorMoney.unlimitedProducts'],
  ['businesses', 'vendorMoney.upToShops', 'vendorMoney.unlimitedShops'],
  ['ads', 'vendorMoney.upToAds', 'vendorMoney.unlimitedAds'],
];

const CAPABILITY_KEY: Record<string, MessageKey> = {
  create_products: 'vendorMoney.capCreateProducts',
  manage_orders: 'vendorMoney.capManageOrders',
  run_ads: 'vendorMoney.capRunAds',
  receive_offers: 'vendorMoney.capReceiveOffers',
  bulk_upload: 'vendorMoney.capBulkUpload',
  staff: 'vendorMoney.capStaff',
};

interface PackageLike {
  id: string;
  months: number;
  price: { amountCents: number; currency: string };
  limits: { name: string; value: number }[];
  capabilities: string[];
}

function limitsIn(t: Translate, limits: PackageLike['limits']): string {
  return LIMITS.flatMap(([name, upTo, unlimited]) => {
    const value = limits.find((l) => l.name === name)?.value;
    if (value === undefined) return [];
    return [value === -1 ? t(unlimited) : t(upTo, { count: value })];
  }).join(' · ');
}

export function compareText(request: Request, packages: readonly PackageLike[]) {
  const { language, t } = requestTranslator(request);
  return {
    meta: t('vendorMoney.compareMeta'),
    description: t('vendorMoney.compareDescription'),
    words: pick(t, WORDS),
    features: FEATURES.map(([key, buyer, vendor]) => [t(key), buyer, vendor] as const),
    packages: Object.fromEntries(
      packages.map((p) => [
        p.id,
        {
          price: formatMoneyIn(language, p.price.amountCents, p.price.currency),
          per: p.months === 1 ? t('vendorMoney.perMonth') : t('vendorMoney.perMonths', { count: p.months }),
          limits: limitsIn(t, p.limits),
          includes: t('vendorMoney.includes', {
            list: p.capabilities.map((c) => (CAPABILITY_KEY[c] ? t(CAPABILITY_KEY[c]) : c.replace(/_/g, ' '))).join(', '),
          }),
        },
      ]),
    ),
  };
}
