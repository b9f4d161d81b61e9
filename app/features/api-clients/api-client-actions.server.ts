/**
 * The form posts of both API client pages (plain forms, no JavaScript needed): register a client, revoke one.
 * The register form is checked with the API's own rules (schema/rest/api-clients.ts registerInput) before the
 * mutation; the API's refusals come back as the field's error or the page's alert, a new id as the page's notice.
 * Everything it says is in the page's language (`t`): the rules' and the API's English recognised by wording.
 */
import { z } from 'zod';
import { API_CLIENT_MESSAGES, CLIENT_ID_PATTERN, registerInput, type RestApiClientInput } from '../../../schema/rest/api-clients';
import type { ApiClients_ClientFragment } from '~/graphql/generated/graphql';
import { translateMessage, translator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';

type Field = keyof RestApiClientInput;
type UserErrors = readonly { field?: string | null; message: string }[];

export interface ApiClientActionResult {
  notice?: string;
  /** The client just registered: its id is shown at the top of the page. */
  created?: { id: string; name: string };
  formError?: string;
  fieldErrors?: Partial<Record<Field, string>>;
  /** What the register form had, to show it again after a refusal. */
  values?: Record<Field, string>;
}

/** The page's own mutations: the store owner's or the operator's. */
export interface ApiClientMutations {
  register(input: RestApiClientInput): Promise<{ client?: ApiClients_ClientFragment | null; userErrors: UserErrors }>;
  revoke(id: string): Promise<{ client?: ApiClients_ClientFragment | null; changed: boolean; userErrors: UserErrors }>;
}

const FIELDS: readonly Field[] = ['name', 'owner', 'contactEmail'];
const isField = (name: string | null | undefined): name is Field => FIELDS.includes(name as Field);

/** The rules' and the API's messages we know, by their English wording (schema/rest/api-clients.ts). */
const REFUSALS: Record<string, MessageKey> = {
  [API_CLIENT_MESSAGES.name]: 'vendorPeople.errorClientName',
  [API_CLIENT_MESSAGES.owner]: 'vendorPeople.errorClientOwner',
  [API_CLIENT_MESSAGES.contactEmail]: 'vendorPeople.errorClientEmail',
  [API_CLIENT_MESSAGES.notFound]: 'vendorPeople.errorClientNotFound',
  [API_CLIENT_MESSAGES.storeOwnersOnly]: 'vendorPeople.errorOwnersOnly',
  [API_CLIENT_MESSAGES.register]: 'vendorPeople.errorRegistering',
  [API_CLIENT_MESSAGES.revoke]: 'vendorPeople.errorRevoking',
};
const say = (t: Translate, message: string) => translateMessage(t, REFUSALS[message] ?? message);

const revokeForm = z.object({ intent: z.literal('revoke'), id: z.string().regex(CLIENT_ID_PATTERN) });

/** `t`: the page's language (English when not given). */
export async function apiClientAction(
  form: FormData,
  mutations: ApiClientMutations,
  t: Translate = translator('en'),
): Promise<ApiClientActionResult> {
  const raw = Object.fromEntries(form);
  if (raw.intent === 'revoke') {
    const parsed = revokeForm.safeParse(raw);
    if (!parsed.success) return { formError: t('vendorPeople.errorNotUnderstood') };
    const result = await mutations.revoke(parsed.data.id);
    if (!result.client) return { formError: say(t, result.userErrors[0]?.message ?? API_CLIENT_MESSAGES.revoke) };
    const name = result.client.name;
    return { notice: t(result.changed ? 'vendorPeople.revokedNow' : 'vendorPeople.revokedAlready', { name }) };
  }
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(raw[f] ?? '').slice(0, 300)])) as Record<Field, string>;
  const parsed = registerInput.safeParse(values);
  if (!parsed.success) {
    const issues = parsed.error.flatten().fieldErrors;
    return { fieldErrors: Object.fromEntries(FIELDS.map((f) => [f, issues[f]?.[0] && say(t, issues[f][0])])), values };
  }
  const result = await mutations.register(parsed.data);
  if (!result.client) {
    const [error] = result.userErrors;
    const message = say(t, error?.message ?? API_CLIENT_MESSAGES.register);
    return isField(error?.field) ? { fieldErrors: { [error.field]: message }, values } : { formError: message, values };
  }
  return { created: { id: result.client.id, name: result.client.name } };
}
