/**
 * The form posts of both API client pages (plain forms, no JavaScript needed): register a client, revoke one.
 * The register form is checked with the API's own rules (schema/rest/api-clients.ts registerInput) before the
 * mutation; the API's refusals come back as the field's error or the page's alert, a new id as the page's notice.
 */
import { z } from 'zod';
import { CLIENT_ID_PATTERN, registerInput, type RestApiClientInput } from '../../../schema/rest/api-clients';
import type { ApiClients_ClientFragment } from '~/graphql/generated/graphql';

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

const revokeForm = z.object({ intent: z.literal('revoke'), id: z.string().regex(CLIENT_ID_PATTERN) });

export async function apiClientAction(form: FormData, mutations: ApiClientMutations): Promise<ApiClientActionResult> {
  const raw = Object.fromEntries(form);
  if (raw.intent === 'revoke') {
    const parsed = revokeForm.safeParse(raw);
    if (!parsed.success) return { formError: 'That request could not be understood. Please reload the page.' };
    const result = await mutations.revoke(parsed.data.id);
    if (!result.client) return { formError: result.userErrors[0]?.message ?? 'Error revoking the API client' };
    return {
      notice: result.changed
        ? `“${result.client.name}” is revoked: requests with its id are refused from now on.`
        : `“${result.client.name}” was already revoked.`,
    };
  }
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(raw[f] ?? '').slice(0, 300)])) as Record<Field, string>;
  const parsed = registerInput.safeParse(values);
  if (!parsed.success) {
    const issues = parsed.error.flatten().fieldErrors;
    return { fieldErrors: Object.fromEntries(FIELDS.map((f) => [f, issues[f]?.[0]])), values };
  }
  const result = await mutations.register(parsed.data);
  if (!result.client) {
    const [error] = result.userErrors;
    const message = error?.message ?? 'Error registering the API client';
    return isField(error?.field) ? { fieldErrors: { [error.field]: message }, values } : { formError: message, values };
  }
  return { created: { id: result.client.id, name: result.client.name } };
}
