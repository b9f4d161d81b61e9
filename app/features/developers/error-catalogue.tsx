/**
 * The error catalogue on /developers/: how errors look, the codes a request can meet before any data is read
 * (request-errors.ts), and the codes of the API's operations, generated from the gateway's catalogue (gateway/errors.ts).
 */
import { Section } from '~/components/layout';
import * as s from './developers.css';
import { C } from './inline-code';
import type { ReferenceErrorCode } from './reference-types';
import { REQUEST_ERROR_CODES } from './request-errors';

const SHAPE = `{
  "data": { "order": null },
  "errors": [{
    "message": "Request failed",
    "path": ["order"],
    "extensions": { "code": "ORDER_FETCH_FAILED", "operation": "getOrder", "status": 500 }
  }]
}`;

/** The catalogue's headings in the page's language; its explanations and meanings are English documentation (lang="en"). */
export interface ErrorCatalogueText {
  title: string;
  codesOfRequest: string;
  codesOfOperations: string;
  code: string;
  meaning: string;
}

const ENGLISH: ErrorCatalogueText = {
  title: 'Errors',
  codesOfRequest: 'Codes of the request',
  codesOfOperations: 'Codes of the API’s operations',
  code: 'Code',
  meaning: 'Meaning',
};

export function ErrorCatalogueSection({ codes, text = ENGLISH }: { codes: ReferenceErrorCode[]; text?: ErrorCatalogueText }) {
  return (
    <Section title={text.title} id="errors">
      <div className={s.prose} lang="en">
        <p>
          Two kinds. What a person can fix — a wrong password, a line out of stock, a missing address — is data: mutations answer{' '}
          <C>userErrors: [{'{ field, message }'}]</C> with a message to show as it is, and <C>field</C> naming the input it is about. Anything else is
          an entry of <C>errors</C> with <C>extensions.code</C>; its message is safe to show (the API’s own or the catalogue’s default) and never
          carries internal detail.
        </p>
        <pre className={s.pre}>{SHAPE}</pre>
        <p>
          Behind the gateway, the REST API answers a failure as <C>{'{ "success": false, "message": "…", "data": { "status": 404 } }'}</C>; the
          gateway keeps the message and turns the status into a code (401 <C>UNAUTHENTICATED</C>, 403 <C>FORBIDDEN</C>, 404 <C>NOT_FOUND</C>, 400 and
          422 <C>BAD_USER_INPUT</C>, 429 <C>RATE_LIMITED</C>), or else the operation’s code below.
        </p>
      </div>
      <h3 className={s.stepTitle}>{text.codesOfRequest}</h3>
      <p className={s.typeSummary} lang="en">
        HTTP statuses as a client that accepts <C>application/graphql-response+json</C> sees them; a client that accepts only <C>application/json</C>{' '}
        gets 200 instead of 400.
      </p>
      <CodeTable
        text={text}
        rows={REQUEST_ERROR_CODES.map((r) => ({
          code: r.code ?? `(no code) “${r.messageStart}…”`,
          status: r.status === null ? '—' : String(r.status),
          text: r.when,
        }))}
      />
      <h3 className={s.stepTitle}>{text.codesOfOperations}</h3>
      <CodeTable
        text={text}
        rows={codes.map((c) => ({
          code: c.code,
          status: c.status ? String(c.status) : '—',
          text: [...(c.messages ?? []).map((m) => `“${m}”`), c.operations?.length ? `(${c.operations.join(', ')})` : ''].join(' ').trim(),
        }))}
      />
    </Section>
  );
}

function CodeTable({ rows, text }: { rows: { code: string; status: string; text: string }[]; text: ErrorCatalogueText }) {
  return (
    <div className={s.tableBox}>
      <table className={s.table}>
        <thead>
          <tr>
            <th className={s.cell}>{text.code}</th>
            <th className={s.cell}>HTTP</th>
            <th className={s.cell}>{text.meaning}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-error-code={row.code}>
              <td className={s.cell}>
                <code className={s.code}>{row.code}</code>
              </td>
              <td className={s.cell}>{row.status}</td>
              <td className={s.cell} lang="en">
                {row.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
