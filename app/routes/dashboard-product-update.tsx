/**
 * Editing one product of the active business (`/dashboard/update-product/{slug}/`): the same multi-step form,
 * filled with what is stored. The slug never changes, so links keep working after a rename. Deleting asks
 * first, without JavaScript too: ?delete=1 shows "Delete X? This cannot be undone" and a button that posts
 * intent=delete. "Duplicate" posts intent=duplicate: the copy is a draft, and the page opens it to change what
 * differs. A product of another business (or an unknown slug) answers 404: the API is asked with the active bID
 * and refuses anything that is not that business's.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice, formStyles } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { valuesFromProduct } from '~/features/product-form/form-values';
import { ProductForm } from '~/features/product-form/product-form';
import { handleProductPost, statusOf, type FormState } from '~/features/product-form/product-form.server';
import { formCategories, updateSaver } from '~/features/product-form/product-page.server';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { DeleteProductMutation, DuplicateProductMutation, EditableProductQuery } from '~/graphql/queries/product-admin.server';
import { productHref } from '~/lib/product-links';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Edit product — Musika' }, { name: 'robots', content: 'noindex' }];

async function ownProduct(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const slug = args.params.slug ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) throw notFound('Product not found');
  const { editableProduct } = await query(
    args.context,
    args.request,
    EditableProductQuery,
    { businessId: access.businessId, slug },
    { token: access.token },
  );
  return { access, product: invariantFound(editableProduct, 'Product not found') };
}

export async function loader(args: LoaderFunctionArgs) {
  const { access, product } = await ownProduct(args);
  const url = new URL(args.request.url);
  const saved = url.searchParams.get('saved');
  return {
    frame: access.frame,
    product: { id: product.id, slug: product.slug, name: product.name, kind: product.kind, status: product.status },
    start: { step: 1, values: valuesFromProduct(product), fieldErrors: {}, formError: null, upgrade: null } satisfies FormState,
    categories: await formCategories(args.context, args.request),
    confirmDelete: url.searchParams.get('delete') === '1',
    saved: saved === 'publish' || saved === 'draft' ? saved : null,
    copiedFrom: url.searchParams.get('copied')?.slice(0, 200) ?? null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { access, product } = await ownProduct(args);
  const target = { context: args.context, request: args.request, token: access.token, businessId: access.businessId };
  if (new URL(args.request.url).searchParams.get('delete') === '1') {
    // Read what the confirm button posted: behind wrangler dev an unread body stalled the next request on the
    // connection (docs/decisions/022-test-run.md), and anything but intent=delete is refused.
    const form = await args.request.formData();
    if (form.get('intent') !== 'delete') return data({ deleteError: 'Press “Delete” to delete this product.' }, { status: 400 });
    const { deleteProduct } = await mutate(
      args.context,
      args.request,
      DeleteProductMutation,
      { businessId: access.businessId, productId: product.id },
      { token: access.token },
    );
    if (deleteProduct.userErrors.length) return data({ deleteError: deleteProduct.userErrors[0].message }, { status: 400 });
    throw redirect(`${href('all-sell-items')}?removed=${encodeURIComponent(product.name)}`);
  }
  if (new URL(args.request.url).searchParams.get('duplicate') === '1') {
    const form = await args.request.formData();
    if (form.get('intent') !== 'duplicate') return data({ duplicateError: 'Press “Duplicate” to copy this product.' }, { status: 400 });
    const { duplicateProduct } = await mutate(
      args.context,
      args.request,
      DuplicateProductMutation,
      { businessId: access.businessId, productId: product.id },
      { token: access.token },
    );
    const copy = duplicateProduct.product;
    if (!copy) return data({ duplicateError: duplicateProduct.userErrors[0]?.message ?? 'The product could not be copied.' }, { status: 400 });
    throw redirect(`${href('update-product', { slug: copy.slug })}?copied=${encodeURIComponent(product.name)}`);
  }
  const outcome = await handleProductPost(args.context, args.request, updateSaver(target, product.id));
  if ('saved' in outcome) throw redirect(`${href('update-product', { slug: product.slug })}?saved=${outcome.saved.status.toLowerCase()}`);
  return data(outcome.state, { status: statusOf(outcome.state) });
}

export default function DashboardProductUpdate() {
  const { frame, product, start, categories, confirmDelete, saved, copiedFrom } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const editPath = href('update-product', { slug: product.slug });
  if (confirmDelete) {
    return (
      <DashboardLayout frame={frame} title="Delete product">
        <FormAlert>{posted && 'deleteError' in posted ? posted.deleteError : null}</FormAlert>
        <p>Delete {product.name}? This cannot be undone.</p>
        <p className={formStyles.hint}>If orders, reviews or offers refer to it, it is unpublished instead, so their history keeps it.</p>
        <Form method="post" action={`${editPath}?delete=1`} className={formStyles.links}>
          <button className={button()} type="submit" name="intent" value="delete">
            Delete {product.name}
          </button>
          <Link to={editPath}>No, keep it</Link>
        </Form>
      </DashboardLayout>
    );
  }
  const state = posted && 'step' in posted ? posted : start;
  return (
    <DashboardLayout
      frame={frame}
      title={`Edit ${product.name}`}
      actions={
        <div className={formStyles.links}>
          <Form method="post" action={`${editPath}?duplicate=1`}>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="duplicate">
              Duplicate
            </button>
          </Form>
          <Link className={button({ tone: 'secondary' })} to={`${editPath}?delete=1`}>
            Delete
          </Link>
        </div>
      }
    >
      <FormAlert>{posted && 'duplicateError' in posted ? posted.duplicateError : null}</FormAlert>
      {copiedFrom && !posted ? <FormNotice>A copy of {copiedFrom}, saved as a draft: change what differs, then publish it.</FormNotice> : null}
      {saved && !posted ? (
        <FormNotice>
          {saved === 'publish' ? 'Published: buyers see it now.' : 'Saved as a draft: buyers do not see it until you publish it.'}{' '}
          {saved === 'publish' ? <Link to={productHref(product)}>View it on Musika</Link> : null}
        </FormNotice>
      ) : null}
      <ProductForm key={product.id} state={state} categories={categories} label={`Edit ${product.name}`} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
