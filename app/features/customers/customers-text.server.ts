/**
 * The customers screens' words in the page's language (issue 33 §3): headings, the count line and the empty
 * lines with the store's name and the search term as `{term}` and `{business}` place-holders (the page marks them translate="no"), and each row's
 * money and date written here, so the table only shows strings. The CSV export keeps its English headings: a
 * spreadsheet's columns are read by formulas and imports, which must not change with the page's language.
 */
import { holes } from '~/components/placed-text';
import type { Language } from '~/lib/i18n/language';
import { dateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, type Translate } from '~/lib/i18n/translate.server';
import type { CustomerPage } from './customers.server';
import { TABLE_KEYS } from './customers-table';

/** The page's words; the search term and the store's name are left as `{term}` and `{business}` for the page. */
export function customersText(t: Translate, { search, term, total }: { search: boolean; term: string; total: number }) {
  const { term: termSlot, business } = holes('term', 'business');
  return {
    meta: t(search ? 'vendorPeople.metaCustomerList' : 'vendorPeople.metaCustomers'),
    title: t(search ? 'dashboard.navCustomerList' : 'dashboard.navCustomers'),
    ...pick(t, ['vendorOrders.exportCsv', 'vendorPeople.findCustomer', 'vendorPeople.nameOrPhone', 'vendorPeople.search'] as const),
    count: `${
      term ? t('vendorPeople.customerCountMatching', { count: total, term: termSlot }) : t('vendorPeople.customerCount', { count: total })
    } · ${t('vendorPeople.orderedFrom', { business })}`,
    noMatch: t('vendorPeople.noCustomerMatch', { term: termSlot }),
    showEveryone: t('vendorPeople.showEveryone'),
    none: t('vendorPeople.noCustomers', { business }),
    seeProducts: t('vendorPeople.seeProducts'),
    table: pick(t, TABLE_KEYS),
  };
}

/** The rows with their money and last order written in the language. */
export const customerRows = (language: Language, items: CustomerPage['items']) =>
  items.map((c) => ({
    ...c,
    spent: formatMoneyIn(language, c.totalSpent.amountCents, c.totalSpent.currency),
    last: dateTimeIn(language, c.lastOrderAt),
  }));
