/**
 * The explorer's server-side run (its form's action, with or without JavaScript): the query goes to the gateway
 * through `context.graphqlExplorer`, the one caller for whom introspection is allowed (server.ts). Every other limit
 * applies as on /graphql, the visitor's cookies are never sent (only the bearer pasted in the form), and the
 * visitor's address is passed on so per-address budgets count the visitor, not the site.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { postedField } from '~/lib/form-answers';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { explorerMessage } from './developers-text.server';
import { answerText, type ExplorerAnswer, type ExplorerFields, explorerForm, explorerRequestInit } from './explorer-request';

export type ExplorerResult = { fields: ExplorerFields } & ({ answer: ExplorerAnswer; error: null } | { answer: null; error: string });

export async function runExplorer(context: AppLoadContext, request: Request): Promise<ExplorerResult> {
  const form = await request.formData();
  // Bounded before anything else: the fields are echoed back into the page.
  const fields: ExplorerFields = {
    query: postedField(form, 'query', 100_001),
    variables: postedField(form, 'variables', 100_001),
    token: postedField(form, 'token', 513),
  };
  const parsed = explorerForm.safeParse(fields);
  if (!parsed.success) {
    const { t } = requestTranslator(request);
    const message = parsed.error.issues[0]?.message;
    return { fields, answer: null, error: message ? explorerMessage(t, message) : t('developers.checkForm') };
  }
  const { headers, body } = explorerRequestInit(parsed.data);
  const ip = request.headers.get('cf-connecting-ip');
  const response = await context.graphqlExplorer(
    new Request(new URL('/graphql', request.url), { method: 'POST', headers: { ...headers, ...(ip ? { 'cf-connecting-ip': ip } : {}) }, body }),
  );
  return { fields, answer: { status: response.status, text: answerText(await response.text()) }, error: null };
}
