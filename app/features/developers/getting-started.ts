/**
 * Getting started on /developers/: four requests an outside developer can paste into a terminal — an anonymous
 * catalogue query, a login for a bearer token, adding to the cart and checking out. Each is data here; the page
 * prints it as a curl command (`curlCommand`) and the e2e test sends the very same request (`exampleRequest`), so
 * the commands on the page are known to work against the running Worker.
 */

export interface ApiExample {
  id: string;
  title: string;
  /** What the step does and what to look for in the answer. */
  intro: string;
  /** GET for a public read (cacheable), POST for anything else. */
  method: 'GET' | 'POST';
  query: string;
  variables?: Record<string, unknown>;
  /** Sent with `Authorization: Bearer $TOKEN`. */
  auth: boolean;
}

/** The seeded product the examples buy (Mealie Meal 10kg Pearl) and the seeded buyer they log in as. */
export const EXAMPLE_PRODUCT_ID = '133';
export const EXAMPLE_BUYER = { username: 'buyer@musika.co.zw', password: 'Buyer#2026!' };

export const GETTING_STARTED: readonly ApiExample[] = [
  {
    id: 'search',
    title: '1. Search the catalogue (no token)',
    intro: 'A public read: anyone may send it, as a GET that shared caches may keep. Note a product’s id for step 3.',
    method: 'GET',
    query: '{ search(input: { term: "mealie meal" }, perPage: 3) { items { id name price { amountCents currency } } } }',
    auth: false,
  },
  {
    id: 'login',
    title: '2. Log in for a token',
    intro:
      'Answers session.token, a bearer token good for 30 days. Keep it secret and send it as “Authorization: Bearer …” from now on: export TOKEN=<the token>.',
    method: 'POST',
    query: 'mutation Login($input: LoginInput!) { login(input: $input) { session { token expiresAt } userErrors { field message } } }',
    variables: { input: EXAMPLE_BUYER },
    auth: false,
  },
  {
    id: 'add-to-cart',
    title: '3. Add to the cart',
    intro: 'The cart belongs to the token’s user. Expected refusals (out of stock, too many) come back as userErrors, not as errors.',
    method: 'POST',
    query:
      'mutation AddToCart($input: CartItemInput!) { addToCart(input: $input) { cart { itemCount subtotal { amountCents } } userErrors { field message } } }',
    variables: { input: { productId: EXAMPLE_PRODUCT_ID, quantity: 1 } },
    auth: true,
  },
  {
    id: 'checkout',
    title: '4. Check out',
    intro:
      'One order per store, paid in cash on collection here. A pay-now method (ECOCASH with mobileMoneyNo) answers a payment to follow with the payment query. Sending the same idempotencyKey again answers the same orders.',
    method: 'POST',
    query:
      'mutation Checkout($input: CreateOrderInput!) { createOrder(input: $input) { checkoutId orders { id number status total { amountCents } } userErrors { field message } } }',
    variables: {
      input: {
        idempotencyKey: 'getting-started-checkout-1',
        contact: { name: 'Chipo Ndlovu', phone: '263772111222' },
        fulfilment: 'COLLECTION',
        items: [{ productId: EXAMPLE_PRODUCT_ID, quantity: 1 }],
        paymentMethod: 'CASH_ON_DELIVERY',
      },
    },
    auth: true,
  },
];

/** An example as an HTTP request: what curl sends and what the test sends. */
export interface ExampleRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export function exampleRequest(example: ApiExample, origin: string, token = '$TOKEN'): ExampleRequest {
  const headers: Record<string, string> = example.auth ? { authorization: `Bearer ${token}` } : {};
  if (example.method === 'GET') {
    const url = new URL('/graphql', origin);
    url.searchParams.set('query', example.query);
    return { method: 'GET', url: url.href, headers };
  }
  const body = JSON.stringify({ query: example.query, ...(example.variables ? { variables: example.variables } : {}) });
  return { method: 'POST', url: new URL('/graphql', origin).href, headers: { 'content-type': 'application/json', ...headers }, body };
}

/** A POSIX shell single-quoted word: `'` becomes `'\''`. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The curl command for an example; the token stays `$TOKEN` (in double quotes, so the shell fills it in). */
export function curlCommand(example: ApiExample, origin: string): string {
  const request = exampleRequest(example, origin);
  const headers = Object.entries(request.headers).map(([name, value]) =>
    value.includes('$TOKEN') ? `-H "${name}: ${value}"` : `-H ${shellQuote(`${name}: ${value}`)}`,
  );
  const lines =
    request.method === 'GET'
      ? [`curl -G ${shellQuote(new URL('/graphql', origin).href)}`, `--data-urlencode ${shellQuote(`query=${example.query}`)}`, ...headers]
      : [`curl ${shellQuote(request.url)}`, ...headers, `-d ${shellQuote(request.body ?? '')}`];
  return lines.join(' \\\n  ');
}
