/**
 * A list of API clients as cards (readable at 360 px, unlike a wide table): name, owner, contact, the id to send
 * in X-Musika-Client, budget, dates, and a revoke button while the client is live. Plain forms: no JavaScript.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import type { ApiClients_ClientFragment } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import * as s from './api-clients.css';

export function ApiClientList({
  clients,
  empty,
  showRegistrar = false,
}: {
  clients: ApiClients_ClientFragment[];
  empty: string;
  showRegistrar?: boolean;
}) {
  if (clients.length === 0) return <p className={s.muted}>{empty}</p>;
  return (
    <ul className={s.list} aria-label="API clients">
      {clients.map((client) => (
        <li key={client.id} className={s.card} data-testid={`api-client-${client.id}`}>
          <h3 className={s.name}>{client.name}</h3>
          <dl className={s.details}>
            <div>
              <dt className={s.muted}>Client id</dt>
              <dd className={s.clientId}>{client.id}</dd>
            </div>
            <div>
              <dt className={s.muted}>Owner and contact</dt>
              <dd>
                {client.owner} · {client.contactEmail}
              </dd>
            </div>
            <div>
              <dt className={s.muted}>Budget</dt>
              <dd>{client.hourlyBudget.toLocaleString('en-US')} cost points per hour</dd>
            </div>
          </dl>
          <p className={s.muted}>
            Registered {formatHarareDateTime(client.createdAt)}
            {showRegistrar ? (client.registeredByOperator ? ' by an operator' : ' by a store owner') : null}
          </p>
          {client.revokedAt ? (
            <p className={s.revoked}>Revoked {formatHarareDateTime(client.revokedAt)}: its id is refused.</p>
          ) : (
            <Form method="post" className={s.inlineForm} aria-label={`Revoke ${client.name}`}>
              <input type="hidden" name="id" value={client.id} />
              <button type="submit" name="intent" value="revoke" className={button({ tone: 'secondary' })}>
                Revoke
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
