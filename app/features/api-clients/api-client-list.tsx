/**
 * A list of API clients as cards (readable at 360 px, unlike a wide table): name, owner, contact, the id to send
 * in X-Musika-Client, budget, dates, and a revoke button while the client is live. Plain forms: no JavaScript.
 * Words and dates come finished from the loader in the page's language (api-clients-text.server.ts).
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import type { ApiClients_ClientFragment } from '~/graphql/generated/graphql';
import * as s from './api-clients.css';

/** One card's own lines, by client id. */
export interface ClientCardText {
  budget: string;
  registered: string;
  revoked: string | null;
  revokeLabel: string;
}

export interface ClientListText {
  label: string;
  empty: string;
  'vendorPeople.clientId': string;
  'vendorPeople.ownerContact': string;
  'vendorPeople.budget': string;
  'vendorPeople.revoke': string;
  cards: Record<string, ClientCardText>;
}

export function ApiClientList({ clients, text: w }: { clients: ApiClients_ClientFragment[]; text: ClientListText }) {
  if (clients.length === 0) return <p className={s.muted}>{w.empty}</p>;
  return (
    <ul className={s.list} aria-label={w.label}>
      {clients.map((client) => {
        const card = w.cards[client.id];
        return (
          <li key={client.id} className={s.card} data-testid={`api-client-${client.id}`}>
            <h3 className={s.name} translate="no">
              {client.name}
            </h3>
            <dl className={s.details}>
              <div>
                <dt className={s.muted}>{w['vendorPeople.clientId']}</dt>
                <dd className={s.clientId} translate="no">
                  {client.id}
                </dd>
              </div>
              <div>
                <dt className={s.muted}>{w['vendorPeople.ownerContact']}</dt>
                {/* One text, so the whole line is theirs (translate="no"). */}
                <dd translate="no">{`${client.owner} · ${client.contactEmail}`}</dd>
              </div>
              <div>
                <dt className={s.muted}>{w['vendorPeople.budget']}</dt>
                <dd>{card.budget}</dd>
              </div>
            </dl>
            <p className={s.muted}>{card.registered}</p>
            {card.revoked ? (
              <p className={s.revoked}>{card.revoked}</p>
            ) : (
              <Form method="post" className={s.inlineForm} aria-label={card.revokeLabel}>
                <input type="hidden" name="id" value={client.id} />
                <button type="submit" name="intent" value="revoke" className={button({ tone: 'secondary' })}>
                  {w['vendorPeople.revoke']}
                </button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
