/**
 * Registering an API client: a name, who answers for it, and a contact e-mail. Works without JavaScript. Words
 * come from the loader in the page's language (api-clients-text.server.ts), answers from the action.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { Placed } from '~/components/placed-text';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import type { ApiClientActionResult } from './api-client-actions.server';
import * as s from './api-clients.css';

type FormKey = Extract<
  MessageKey,
  | 'vendorPeople.registerClient'
  | 'vendorPeople.appName'
  | 'vendorPeople.appNameHint'
  | 'vendorPeople.owner'
  | 'vendorPeople.ownerHint'
  | 'vendorPeople.contactEmail'
  | 'vendorPeople.registerButton'
>;
export type RegisterFormText = Record<FormKey, string>;

export function RegisterClientForm({
  result,
  defaults,
  text: w,
}: {
  result?: ApiClientActionResult;
  defaults: { owner: string; contactEmail: string };
  text: RegisterFormText;
}) {
  // After a success the form starts empty again; after a refusal it shows what was typed.
  const values = result?.values ?? { name: '', ...defaults };
  return (
    <Form method="post" className={s.form} aria-labelledby="register-client-heading" key={result?.created?.id ?? 'register'}>
      <h2 id="register-client-heading" className={s.heading}>
        {w['vendorPeople.registerClient']}
      </h2>
      {result?.values ? <FormAlert>{result.formError}</FormAlert> : null}
      <Field
        label={w['vendorPeople.appName']}
        name="name"
        required
        maxLength={80}
        defaultValue={values.name}
        error={result?.fieldErrors?.name}
        hint={w['vendorPeople.appNameHint']}
      />
      <Field
        label={w['vendorPeople.owner']}
        name="owner"
        required
        maxLength={120}
        defaultValue={values.owner}
        error={result?.fieldErrors?.owner}
        hint={w['vendorPeople.ownerHint']}
      />
      <Field
        label={w['vendorPeople.contactEmail']}
        name="contactEmail"
        type="email"
        required
        maxLength={254}
        defaultValue={values.contactEmail}
        error={result?.fieldErrors?.contactEmail}
      />
      <div>
        <button type="submit" name="intent" value="register" className={button()}>
          {w['vendorPeople.registerButton']}
        </button>
      </div>
    </Form>
  );
}

/**
 * The page's answer to a post: the new id to copy, a revocation's notice, or what went wrong. `registered`: the
 * sentence with `{name}`, `{id}` and `{header}` left in.
 */
export function ClientActionAnswer({ result, registered }: { result?: ApiClientActionResult; registered: string }) {
  if (result?.created) {
    return (
      <FormNotice>
        <Placed
          text={registered}
          names={{ name: result.created.name }}
          nodes={{
            id: (
              <code className={s.clientId} translate="no">
                {result.created.id}
              </code>
            ),
            header: <code translate="no">X-Musika-Client</code>,
          }}
        />
      </FormNotice>
    );
  }
  if (result?.notice) return <FormNotice>{result.notice}</FormNotice>;
  return result?.formError && !result.values ? <FormAlert>{result.formError}</FormAlert> : null;
}

/**
 * How a client uses its id and budget: the same few lines on both pages (`text`: the header, address, query and
 * login as `{header}`, `{endpoint}`, `{fields}` and `{login}`). Code is written as the API reads it in every language (translate="no").
 */
export function ClientUsage({ text }: { text: string }) {
  return (
    <p className={s.muted}>
      <Placed
        text={text}
        nodes={{
          header: <code translate="no">X-Musika-Client</code>,
          endpoint: <code translate="no">/graphql</code>,
          fields: <code translate="no">{'rateLimit { cost remaining resetAt }'}</code>,
          login: <code translate="no">login</code>,
        }}
      />
    </p>
  );
}
