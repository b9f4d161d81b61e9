/**
 * What the explorer sends and shows, shared by its two paths: the browser's Run (a POST to /graphql) and the
 * form's action without JavaScript (explorer.server.ts). The form is checked with zod on both.
 */
import { z } from 'zod';

export const EXAMPLE_QUERY = `query Explorer_Categories {
  categories(mini: true) {
    id
    name
    slug
  }
}`;

/** The form's messages are message keys (the page shows them in its language: developers-text.server.ts). */
export const EXPLORER_MESSAGES = [
  'developers.variablesTooLong',
  'developers.variablesObject',
  'developers.queryTooLong',
  'developers.queryEmpty',
  'developers.notToken',
] as const;

/** The example in "Variables must be a JSON object, e.g. …". */
export const VARIABLES_EXAMPLE = '{"slug": "food"}';

/** Introspection is refused on /graphql; the explorer answers it through its server-side path instead. */
export const asksIntrospection = (query: string) => /\b__(schema|type)\b/.test(query);

const variablesObject = z
  .string()
  .max(100_000, 'developers.variablesTooLong')
  .transform((text, ctx) => {
    if (!text.trim()) return {};
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Reported below, like any other value that is not an object.
    }
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'developers.variablesObject' });
    return z.NEVER;
  });

export const explorerForm = z.object({
  query: z
    .string()
    .max(100_000, 'developers.queryTooLong')
    .refine((q) => q.trim() !== '', 'developers.queryEmpty'),
  variables: variablesObject,
  token: z
    .string()
    .trim()
    .max(512, 'developers.notToken')
    .regex(/^[A-Za-z0-9._~+/=-]*$/, 'developers.notToken'),
});

export type ExplorerFields = Record<'query' | 'variables' | 'token', string>;

/** The request /graphql takes for a run: JSON body, the bearer when one is given. */
export function explorerRequestInit(run: z.output<typeof explorerForm>): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(run.token ? { authorization: `Bearer ${run.token}` } : {}),
    },
    body: JSON.stringify({ query: run.query, variables: run.variables }),
  };
}

/** What the result box shows: the HTTP status and the answer, its JSON indented. */
export interface ExplorerAnswer {
  status: number;
  text: string;
}

export function answerText(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
