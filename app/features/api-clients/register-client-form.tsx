/** Registering an API client: a name, who answers for it, and a contact e-mail. Works without JavaScript. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice } from '~/components/form';
import type { ApiClientActionResult } from './api-client-actions.server';
import * as s from './api-clients.css';

export function RegisterClientForm({ result, defaults }: { result?: ApiClientActionResult; defaults: { owner: string; contactEmail: string } }) {
  // After a success the form starts empty again; after a refusal it shows what was typed.
  const values = result?.values ?? { name: '', ...defaults };
  return (
    <Form method="post" className={s.form} aria-labelledby="register-client-heading" key={result?.created?.id ?? 'register'}>
      <h2 id="register-client-heading" className={s.heading}>
        Register a client
      </h2>
      {result?.values ? <FormAlert>{result.formError}</FormAlert> : null}
      <Field
        label="Name of the application"
        name="name"
        required
        maxLength={80}
        defaultValue={values.name}
        error={result?.fieldErrors?.name}
        hint="e.g. Harare Deals app"
      />
      <Field
        label="Owner"
        name="owner"
        required
        maxLength={120}
        defaultValue={values.owner}
        error={result?.fieldErrors?.owner}
        hint="Who answers for it: a company, a store or a person."
      />
      <Field
        label="Contact e-mail"
        name="contactEmail"
        type="email"
        required
        maxLength={254}
        defaultValue={values.contactEmail}
        error={result?.fieldErrors?.contactEmail}
      />
      <div>
        <button type="submit" name="intent" value="register" className={button()}>
          Register client
        </button>
      </div>
    </Form>
  );
}

/** The page's answer to a post: the new id to copy, a revocation's notice, or what went wrong. */
export function ClientActionAnswer({ result }: { result?: ApiClientActionResult }) {
  if (result?.created) {
    return (
      <FormNotice>
        “{result.created.name}” is registered. Its client id is <code className={s.clientId}>{result.created.id}</code>: send it in the{' '}
        <code>X-Musika-Client</code> header of every request to /graphql.
      </FormNotice>
    );
  }
  if (result?.notice) return <FormNotice>{result.notice}</FormNotice>;
  return result?.formError && !result.values ? <FormAlert>{result.formError}</FormAlert> : null;
}

/** How a client uses its id and budget: the same few lines on both pages. */
export function ClientUsage() {
  return (
    <p className={s.muted}>
      An application sends its client id in the <code>X-Musika-Client</code> header of each request to <code>/graphql</code>. Every query spends its
      cost from the client's hourly budget; ask for <code>{'rateLimit { cost remaining resetAt }'}</code> to see what is left. Over budget, the API
      answers 429 with a Retry-After. To act for a person, the application also sends that person's bearer token from <code>login</code>.
    </p>
  );
}
