/**
 * The developer portal's words in the page's language (issue 33 §3): the frame, contents, headings and
 * getting-started steps of /developers/, the explorer's form and messages, the reference pages' labels. The
 * technical guide's paragraphs and the schema's descriptions are API documentation and stay English (lang="en").
 */
import { holes } from '~/components/placed-text';
import type { Language } from '~/lib/i18n/language';
import { translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { EXPLORER_MESSAGES, VARIABLES_EXAMPLE } from './explorer-request';
import type { ReferenceKind } from './reference-types';

const STEPS: Record<string, [MessageKey, MessageKey]> = {
  search: ['developers.stepSearch', 'developers.stepSearchIntro'],
  login: ['developers.stepLogin', 'developers.stepLoginIntro'],
  'add-to-cart': ['developers.stepCart', 'developers.stepCartIntro'],
  checkout: ['developers.stepCheckout', 'developers.stepCheckoutIntro'],
};

export const KIND_KEYS: Record<ReferenceKind, MessageKey> = {
  OBJECT: 'developers.kindObject',
  INPUT_OBJECT: 'developers.kindInput',
  ENUM: 'developers.kindEnum',
  SCALAR: 'developers.kindScalar',
  INTERFACE: 'developers.kindInterface',
  UNION: 'developers.kindUnion',
};

const GROUP_KEYS: Record<ReferenceKind, MessageKey> = {
  OBJECT: 'developers.groupObjects',
  INPUT_OBJECT: 'developers.groupInputs',
  ENUM: 'developers.groupEnums',
  INTERFACE: 'developers.groupInterfaces',
  UNION: 'developers.groupUnions',
  SCALAR: 'developers.groupScalars',
};

/** /developers/: everything but the guide's technical paragraphs. `{explorer}` in `lead` is the explorer's link. */
export function portalText(language: Language, t: Translate) {
  return {
    meta: t('developers.meta'),
    description: t('developers.description'),
    home: t('common.home'),
    crumb: t('developers.crumb'),
    title: t('developers.title'),
    lead: t('developers.lead', holes('explorer')),
    explorerLink: t('developers.explorerLink'),
    onThisPage: t('developers.onThisPage'),
    contents: {
      'getting-started': t('developers.gettingStarted'),
      authentication: t('developers.authentication'),
      errors: t('developers.errors'),
      limits: t('developers.limits'),
      caching: t('developers.caching'),
      deprecations: t('developers.deprecations'),
      reference: t('developers.reference'),
    },
    explorer: t('developers.explorer'),
    explorerRun: t('developers.explorerRun'),
    explorerAfter: t('developers.explorerAfter'),
    /** Said only where the page is not in English: the guide's paragraphs are. */
    englishNote: language === 'en' ? null : t('developers.englishNote'),
    // `{token}` is "<the token>", angle brackets and all (ICU would read them as a tag inside the message).
    steps: Object.fromEntries(
      Object.entries(STEPS).map(([id, [title, intro]]) => [id, { title: t(title), intro: t(intro, { token: `<${t('developers.theToken')}>` }) }]),
    ),
    codesOfRequest: t('developers.codesOfRequest'),
    codesOfOperations: t('developers.codesOfOperations'),
    code: t('developers.code'),
    meaning: t('developers.meaning'),
    groups: Object.fromEntries(Object.entries(GROUP_KEYS).map(([kind, key]) => [kind, t(key)])) as Record<ReferenceKind, string>,
    referenceIntro: t('developers.referenceIntro'),
  };
}

export type PortalText = ReturnType<typeof portalText>;

/** The explorer page: its frame, the form, the answer's status line and every message the form can show. */
export function explorerText(t: Translate) {
  return {
    meta: t('developers.explorerMeta'),
    description: t('developers.explorerDescription'),
    home: t('common.home'),
    crumb: t('developers.crumb'),
    title: t('developers.explorer'),
    lead: t('developers.explorerLead', holes('schema', 'type', 'reference')),
    referenceLink: t('developers.referenceLink'),
    form: {
      runForm: t('developers.runForm'),
      query: t('developers.query'),
      variables: t('developers.variables'),
      token: t('developers.token'),
      tokenHint: t('developers.tokenHint'),
      running: t('developers.running'),
      run: t('developers.run'),
      answer: t('developers.answer'),
      fromGraphql: t('developers.fromGraphql', { status: '{status}' }),
      fromExplorer: t('developers.fromExplorer', { status: '{status}' }),
      runToSee: t('developers.runToSee'),
      unreachable: t('developers.unreachable'),
      checkForm: t('developers.checkForm'),
      /** The form's zod messages (message keys) as the reader sees them. */
      errors: Object.fromEntries(EXPLORER_MESSAGES.map((key) => [key, explorerMessage(t, key)])) as Record<string, string>,
    },
  };
}

export type ExplorerFormText = ReturnType<typeof explorerText>['form'];

/** A message of the explorer's form (a key from its zod schema) in the language. */
export function explorerMessage(t: Translate, message: string): string {
  return translateMessage(t, message, { example: VARIABLES_EXAMPLE });
}

/** A reference page's labels: the kind line, the sections' titles, the arguments' and deprecations' words. */
export function referenceText(t: Translate, type: { name: string; kind: ReferenceKind; related?: string[] }) {
  const kind = t(KIND_KEYS[type.kind]);
  const related = type.related?.length ? type.related.join(', ') : null;
  return {
    meta: t('developers.referenceMeta', { name: type.name }),
    home: t('common.home'),
    crumb: t('developers.crumb'),
    reference: t('developers.referenceCrumb'),
    summary: related ? t(type.kind === 'UNION' ? 'developers.unionOf' : 'developers.implementing', { kind, types: related }) : kind,
    fields: t(type.kind === 'INPUT_OBJECT' ? 'developers.inputFields' : 'developers.fields', { count: '{count}' }),
    values: t('developers.values', { count: '{count}' }),
    argumentsOf: t('developers.argumentsOf', { name: '{name}' }),
    deprecated: t('developers.deprecated', { reason: '{reason}' }),
  };
}

export type ReferenceText = ReturnType<typeof referenceText>;
