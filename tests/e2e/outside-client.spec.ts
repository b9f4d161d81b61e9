/**
 * Issue 32 §5: a small "mobile app" built on the API alone, with a mainstream GraphQL client (@urql/core) over HTTP
 * against the running Worker — browse categories, search, log in, add to the cart, check out paying with EcoCash,
 * approve the payment on the Paynow sandbox's phone, and read the order. No page of the site is opened: if this
 * passes, the API is enough to build an app.
 */
import { randomUUID } from 'node:crypto';
import { Client, fetchExchange, gql, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

/** The app's client: GET for queries within the URL limit (urql's default), the user's bearer once logged in. */
function appClient(token?: string): Client {
  return new Client({
    url: `${baseURL}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    // The e2e server plays Cloudflare's edge: the phone's own address, so its login limit is its own.
    fetchOptions: () => ({ headers: { 'cf-connecting-ip': '203.0.113.32', ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
  });
}

/** A query or mutation's data; any GraphQL or network error fails the test with its message. */
async function send<D, V extends AnyVariables>(client: Client, document: TypedDocumentNode<D, V>, variables: V, mutation = false): Promise<D> {
  const result = mutation ? await client.mutation(document, variables).toPromise() : await client.query(document, variables).toPromise();
  expect(result.error?.message).toBeUndefined();
  return result.data as D;
}

const Categories = gql<{ categories: { id: string; name: string; slug: string }[] }, { mini: boolean }>`
  query App_Categories($mini: Boolean) { categories(mini: $mini) { id name slug } }
`;
const CategoryProducts = gql<
  { category: { category: { name: string }; products: { items: { id: string; slug: string }[] } } | null },
  { slug: string }
>`
  query App_Category($slug: String!) { category(slug: $slug, perPage: 50) { category { name } products { items { id slug } } } }
`;
const Search = gql<{ search: { items: { id: string; slug: string; name: string; price: { amountCents: number } }[] } }, { term: string }>`
  query App_Search($term: String!) { search(input: { term: $term }, perPage: 10) { items { id slug name price { amountCents } } } }
`;
const Login = gql<
  { login: { session: { token: string } | null; userErrors: { message: string }[] } },
  { input: { username: string; password: string } }
>`
  mutation App_Login($input: LoginInput!) { login(input: $input) { session { token } userErrors { message } } }
`;
const AddToCart = gql<{ addToCart: { cart: { itemCount: number } | null; userErrors: { message: string }[] } }, { productId: string }>`
  mutation App_AddToCart($productId: ID!) { addToCart(input: { productId: $productId, quantity: 1 }) { cart { itemCount } userErrors { message } } }
`;
type CheckoutResult = {
  createOrder: { orders: { id: string; number: string }[]; payment: { reference: string; status: string } | null; userErrors: { message: string }[] };
};
const Checkout = gql<CheckoutResult, { input: Record<string, unknown> }>`
  mutation App_Checkout($input: CreateOrderInput!) {
    createOrder(input: $input) { orders { id number } payment { reference status } userErrors { message } }
  }
`;
const PaymentStatus = gql<{ payment: { status: string } | null }, { reference: string }>`
  query App_Payment($reference: ID!) { payment(reference: $reference) { status } }
`;
const ReadOrder = gql<{ order: { number: string; status: string; paymentStatus: string; items: { quantity: number }[] } | null }, { id: string }>`
  query App_Order($id: ID!) { order(id: $id) { number status paymentStatus items { quantity } } }
`;

describe('an outside client built on the API alone', () => {
  it('browses, searches, logs in, buys with EcoCash through the Paynow sandbox and reads the paid order', async () => {
    const anonymous = appClient();
    const { categories } = await send(anonymous, Categories, { mini: true });
    expect(categories.length).toBeGreaterThan(5);
    const food = categories.find((c) => c.slug === 'food-and-grocery');
    expect(food?.name).toBeTruthy();
    const browsed = await send(anonymous, CategoryProducts, { slug: 'staples-and-grains' });
    expect(browsed.category?.products.items.length).toBeGreaterThan(0);

    const { search } = await send(anonymous, Search, { term: 'mealie meal' });
    const product = search.items.find((p) => p.slug === 'mealie-meal-10kg-pearl-133');
    expect(product?.price.amountCents).toBeGreaterThan(0);

    const { login } = await send(anonymous, Login, { input: { username: 'buyer@musika.co.zw', password: 'Buyer#2026!' } }, true);
    expect(login.userErrors).toEqual([]);
    const app = appClient(login.session?.token);

    const { addToCart } = await send(app, AddToCart, { productId: product!.id }, true);
    expect(addToCart.userErrors).toEqual([]);
    expect(addToCart.cart?.itemCount).toBeGreaterThan(0);

    const { createOrder } = await send(
      app,
      Checkout,
      {
        input: {
          idempotencyKey: randomUUID(),
          contact: { name: 'Tendai Moyo', phone: '263772111222' },
          fulfilment: 'COLLECTION',
          items: [{ productId: product!.id, quantity: 1 }],
          paymentMethod: 'ECOCASH',
          mobileMoneyNo: '263771111111',
        },
      },
      true,
    );
    expect(createOrder.userErrors).toEqual([]);
    expect(createOrder.payment?.status).toBe('pending');
    const reference = createOrder.payment!.reference;

    // The payer approves on the phone (the sandbox's 0771111111 pays once answered; setup/global-setup.ts).
    const answer = await fetch(`${baseURL}/paynow-sandbox/phone/answer?reference=${reference}`, { method: 'POST' });
    expect(await answer.json()).toMatchObject({ answered: true });
    await expect.poll(async () => (await send(app, PaymentStatus, { reference })).payment?.status, { timeout: 30_000 }).toBe('paid');

    const { order } = await send(app, ReadOrder, { id: createOrder.orders[0].id });
    expect(order).toMatchObject({ number: createOrder.orders[0].number, paymentStatus: 'paid', status: 'PROCESSING', items: [{ quantity: 1 }] });
  }, 90_000);
});
