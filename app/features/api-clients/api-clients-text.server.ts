/**
 * Both API client pages' words in the page's language (issue 33 §3): the usage lines with their code samples as
 * `{name}` place-holders (a header, an address and a query stay as they are in every language), each client card's lines with
 * its dates written here, and the register form's labels. Names, owners and e-mails are the clients' own.
 */
import { holes } from '~/components/placed-text';
import type { ApiClients_ClientFragment } from '~/graphql/generated/graphql';
import type { Language } from '~/lib/i18n/language';
import { dateTimeIn } from '~/lib/i18n/intl-format';
import { pick, type Translate } from '~/lib/i18n/translate.server';
import type { ClientCardText } from './api-client-list';
import type { RegisterFormText } from './register-client-form';

const FORM_KEYS = [
  'vendorPeople.registerClient',
  'vendorPeople.appName',
  'vendorPeople.appNameHint',
  'vendorPeople.owner',
  'vendorPeople.ownerHint',
  'vendorPeople.contactEmail',
  'vendorPeople.registerButton',
] as const;

/** One card's lines: who registered it only on the operator's page. */
function cardText(t: Translate, language: Language, c: ApiClients_ClientFragment, showRegistrar: boolean): ClientCardText {
  const when = dateTimeIn(language, c.createdAt);
  const registered = !showRegistrar
    ? t('vendorPeople.registeredOn', { when })
    : t(c.registeredByOperator ? 'vendorPeople.registeredByOperator' : 'vendorPeople.registeredByOwner', { when });
  return {
    budget: t('vendorPeople.budgetValue', { points: c.hourlyBudget.toLocaleString('en-US') }),
    registered,
    revoked: c.revokedAt ? t('vendorPeople.revokedOn', { when: dateTimeIn(language, c.revokedAt) }) : null,
    revokeLabel: t('vendorPeople.revokeName', { name: c.name }),
  };
}

export function apiClientsText(t: Translate, language: Language, clients: ApiClients_ClientFragment[], { admin }: { admin: boolean }) {
  const form: RegisterFormText = pick(t, FORM_KEYS);
  return {
    meta: t(admin ? 'vendorPeople.metaAdminApiClients' : 'vendorPeople.metaApiClients'),
    title: t(admin ? 'admin.navApiClients' : 'dashboard.navApiClients'),
    usage: t('vendorPeople.usage', holes('header', 'endpoint', 'fields', 'login')),
    // The new client's name, id and header are put in by the page (ClientActionAnswer).
    registered: t('vendorPeople.registered', holes('name', 'id', 'header')),
    list: {
      label: t(admin ? 'admin.navApiClients' : 'dashboard.navApiClients'),
      empty: t(admin ? 'vendorPeople.noClientsMatch' : 'vendorPeople.noClients'),
      ...pick(t, ['vendorPeople.clientId', 'vendorPeople.ownerContact', 'vendorPeople.budget', 'vendorPeople.revoke'] as const),
      cards: Object.fromEntries(clients.map((c) => [c.id, cardText(t, language, c, admin)])),
    },
    form,
    ...pick(t, ['admin.newer', 'admin.older', 'vendorPeople.findClients', 'vendorPeople.clientSearch'] as const),
  };
}
