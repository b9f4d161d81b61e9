/**
 * The guide's sections after Getting started: authentication (bearer tokens and their revocation), limits and
 * budgets, caching and persisted queries, and the deprecation policy. The numbers come from the generated reference
 * (read from the gateway's own constants), the policy's from schema/graphql/deprecation-policy.ts. The titles come in the
 * page's language; the paragraphs are technical documentation in English (lang="en"), as the schema's own words are.
 */
import { Section } from '~/components/layout';
import { DEPRECATION_EXAMPLE, KEEP_MONTHS } from '../../../schema/graphql/deprecation-policy';
import * as s from './developers.css';
import { C } from './inline-code';
import type { ReferenceLimits } from './reference-types';

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

export function AuthenticationSection({ title = 'Authentication' }: { title?: string }) {
  return (
    <Section title={title} id="authentication">
      <div className={s.prose} lang="en">
        <p>
          Catalogue reads need no token. Anything about a person — the cart, orders, payments, a store’s dashboard — needs that person’s bearer token
          from the <C>login</C> mutation, sent as <C>Authorization: Bearer &lt;token&gt;</C>. A client acts for a user only with that user’s own
          token: never ask people for their password to keep it, and keep the token where other apps cannot read it.
        </p>
        <p>
          A token works for 30 days (<C>session.expiresAt</C>). The <C>viewer</C> query answers its user, or null once it no longer works. Tokens are
          revoked by <C>logout</C> (the token it is sent with), by <C>changePassword</C> (every other token of the account; it answers a new one) and
          by <C>resetPassword</C> (every token of the account). A call that needs a user answers <C>UNAUTHENTICATED</C> for a missing, expired or
          revoked token: log in again.
        </p>
        <p>
          Cookies are ignored on <C>/graphql</C> over the network, and cross-origin requests never carry credentials: a token is the only way in, so
          another site’s page cannot act for a visitor of Musika.
        </p>
      </div>
    </Section>
  );
}

export function LimitsSection({ limits, title = 'Limits' }: { limits: ReferenceLimits; title?: string }) {
  return (
    <Section title={title} id="limits">
      <div className={s.prose} lang="en">
        <p>Every request to /graphql is checked before any data is read:</p>
        <ul>
          <li>
            query cost at most {limits.costBudget.toLocaleString('en-US')}: a field costs 1; a field with a <C>limit</C> or <C>perPage</C> costs 5
            plus its size times what each item asks for
          </li>
          <li>
            depth at most {limits.maxDepth}, at most {limits.maxAliases} aliases and {limits.maxTokens.toLocaleString('en-US')} tokens, a query text
            of at most {kb(limits.maxDocumentBytes)}
          </li>
          <li>
            a body of at most {kb(limits.maxBodyBytes)} ({kb(limits.maxUploadBytes)} for a photo upload) and a GET address of at most{' '}
            {kb(limits.maxUrlBytes)}
          </li>
          <li>no field suggestions in error messages and no introspection: use the reference below, or the explorer.</li>
        </ul>
        <p>
          <strong>Client budgets.</strong> Register your app with Musika to get a client id and send it on every request in the <C>X-Musika-Client</C>{' '}
          header. Each client has a cost budget per hour (the cost above, summed); callers without a client id share a smaller budget per address.
          Over budget, a request answers HTTP 429 with a <C>RATE_LIMITED</C> error; the seconds to wait are in its extensions and in the{' '}
          <C>Retry-After</C> header. Ask what a query cost and what is left with the <C>rateLimit</C> field:{' '}
          <C>{'{ rateLimit { cost remaining resetAt limit } }'}</C>.
        </p>
      </div>
    </Section>
  );
}

export function CachingSection({ title = 'Caching and persisted queries' }: { title?: string }) {
  const apq = '{"persistedQuery":{"version":1,"sha256Hash":"<sha-256 of the query text, hex>"}}';
  return (
    <Section title={title} id="caching">
      <div className={s.prose} lang="en">
        <p>
          A <strong>public GET query without a token</strong> — catalogue reads such as <C>categories</C>, <C>search</C> or <C>product</C> — is cached
          at Cloudflare’s edge and answers <C>Cache-Control: public, s-maxage=…, stale-while-revalidate=…</C>; it is refreshed when the catalogue
          changes, as the site’s own pages are. Anything that reads a viewer (a token, <C>viewer</C>, <C>cart</C>, orders) answers{' '}
          <C>private, no-store</C>, and mutations are never cached. So send public reads as GET, without a token.
        </p>
        <p>
          <strong>Automatic persisted queries</strong> (Apollo’s protocol) make a repeated query a request of about 100 bytes: send a GET with{' '}
          <C>extensions={apq}</C> and no query. The first time, the answer is a <C>PersistedQueryNotFound</C> error; send the same request once more
          with the query text as well, and from then on the hash alone is enough — and that GET is cached at the edge like any public read. Apollo
          Client’s persisted-queries link and urql’s persisted exchange speak this protocol.
        </p>
      </div>
    </Section>
  );
}

export function DeprecationSection({ title = 'Deprecation policy' }: { title?: string }) {
  return (
    <Section title={title} id="deprecations">
      <div className={s.prose} lang="en">
        <p>
          Fields, arguments, input fields and enum values are not removed without notice. One that is going away is marked <C>@deprecated</C> with a
          reason that names its replacement, the day it was deprecated and the day after which it may be removed, exactly {KEEP_MONTHS} months later:
        </p>
        <pre className={s.pre}>{`@deprecated(reason: "${DEPRECATION_EXAMPLE}")`}</pre>
        <p>
          The <a href="#reference">reference</a> shows the reason beside each deprecated item; introspection gives it as <C>deprecationReason</C>. New
          types and fields may appear at any time: clients should ignore what they do not ask for.
        </p>
      </div>
    </Section>
  );
}
