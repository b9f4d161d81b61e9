/**
 * The explorer's form: a query, its variables, an optional bearer token, Run, and the answer as JSON. Without
 * JavaScript it is a plain POST to the page's action (explorer.server.ts). With JavaScript, Run posts the query to
 * /graphql itself — what any client gets, limits and all — except an introspection query, which /graphql refuses:
 * that one goes to the page's action, the one place introspection is allowed.
 */
import { Form, useFetcher } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { button } from '~/components/button.css';
import * as f from '~/components/form.css';
import * as s from './developers.css';
import type { ExplorerFormText } from './developers-text.server';
import { answerText, asksIntrospection, type ExplorerAnswer, type ExplorerFields, explorerForm, explorerRequestInit } from './explorer-request';

interface Shown {
  answer: ExplorerAnswer | null;
  error: string | null;
  via: 'graphql' | 'explorer';
}

/** `text`: the form's words and messages, finished on the server in the page's language (developers-text.server.ts). */
export function ExplorerForm({ fields, initial, text }: { fields: ExplorerFields; initial: Omit<Shown, 'via'> | null; text: ExplorerFormText }) {
  const fetcher = useFetcher<Omit<Shown, 'via'>>();
  const [shown, setShown] = useState<Shown | null>(initial ? { ...initial, via: 'explorer' } : null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setShown({ answer: fetcher.data.answer, error: fetcher.data.error, via: 'explorer' });
  }, [fetcher.state, fetcher.data]);

  async function run(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = Object.fromEntries(['query', 'variables', 'token'].map((name) => [name, String(new FormData(form).get(name) ?? '')]));
    const parsed = explorerForm.safeParse(values);
    event.preventDefault();
    setShown(null);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      return setShown({ answer: null, error: (message && text.errors[message]) || message || text.checkForm, via: 'graphql' });
    }
    if (asksIntrospection(parsed.data.query)) return fetcher.submit(form, { method: 'post' });
    setRunning(true);
    try {
      const response = await fetch('/graphql', { method: 'POST', ...explorerRequestInit(parsed.data) });
      setShown({ answer: { status: response.status, text: answerText(await response.text()) }, error: null, via: 'graphql' });
    } catch {
      setShown({ answer: null, error: text.unreachable, via: 'graphql' });
    } finally {
      setRunning(false);
    }
  }

  const busy = running || fetcher.state !== 'idle';
  return (
    <div className={s.explorer}>
      <Form method="post" className={f.form} onSubmit={run} aria-label={text.runForm}>
        <div className={f.field}>
          <label className={f.label} htmlFor="explorer-query">
            {text.query}
          </label>
          <textarea id="explorer-query" name="query" className={s.editor} rows={12} defaultValue={fields.query} spellCheck={false} required />
        </div>
        <div className={f.field}>
          <label className={f.label} htmlFor="explorer-variables">
            {text.variables}
          </label>
          <textarea id="explorer-variables" name="variables" className={s.editor} rows={4} defaultValue={fields.variables} spellCheck={false} />
        </div>
        <div className={f.field}>
          <label className={f.label} htmlFor="explorer-token">
            {text.token}
          </label>
          <input id="explorer-token" name="token" className={f.input} defaultValue={fields.token} autoComplete="off" spellCheck={false} />
          <p className={f.hint}>{text.tokenHint}</p>
        </div>
        <div className={s.runRow}>
          <button type="submit" className={button()} disabled={busy}>
            {busy ? text.running : text.run}
          </button>
        </div>
      </Form>
      <section aria-label={text.answer}>
        {shown?.error ? (
          <p className={f.alert} role="alert">
            {shown.error}
          </p>
        ) : null}
        <p className={s.typeSummary} role="status">
          {shown?.answer
            ? (shown.via === 'graphql' ? text.fromGraphql : text.fromExplorer).replace('{status}', String(shown.answer.status))
            : text.runToSee}
        </p>
        <pre className={s.result} data-explorer-result data-status={shown?.answer?.status ?? ''} aria-live="polite">
          {shown?.answer?.text ?? ''}
        </pre>
      </section>
    </div>
  );
}
