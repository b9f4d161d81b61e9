/**
 * /admin/content/testimonials/ (issue 29): the customers' stories /sell-items and /compare-accounts show. Editors
 * write one (a draft, last in order), edit it, publish or unpublish it and move it up or down; 20 a page, filtered
 * by status and searchable by name or story. Plain POST forms: it all works without JavaScript. The pages show a
 * change at once (the API purges the cached list).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import {
  ActionButton,
  DoneNotice,
  MoveButtons,
  moveText,
  posted,
  ResultAlert,
  resultFor,
  Select,
  TextArea,
  typed,
  type SiteContentResult,
} from '~/features/admin/site-content-forms';
import { settle } from '~/features/admin/site-content-forms.server';
import * as sc from '~/features/admin/site-content.css';
import { teaser } from '~/features/testimonials/testimonials';
import type { SiteContentFilter } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminTestimonialsQuery, ChangeTestimonialMutation, SaveTestimonialMutation } from '~/graphql/queries/admin-site-content.server';
import { areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminSite } from '~/lib/i18n/catalogues/en/admin-site';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaTestimonials ?? 'Testimonials — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

type Words = AreaWords<typeof adminSite>;
const STATUSES: Record<string, SiteContentFilter> = { all: 'ALL', published: 'PUBLISHED', draft: 'DRAFT' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.testimonials.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const { adminTestimonials } = await query(args.context, args.request, AdminTestimonialsQuery, {
    status: STATUSES[status],
    search: search || null,
    page,
  });
  const params = new URL(args.request.url).searchParams;
  const w = areaWords(frame.language, adminSite);
  return { frame, w, status, search, list: adminTestimonials, edit: params.get('edit'), done: params.get('done') };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.testimonials.roles);
  const form = await args.request.formData();
  const intent = posted(form, 'intent', 20);
  const id = posted(form, 'id', 20);
  if (intent === 'move' || intent === 'publish' || intent === 'unpublish') {
    const input =
      intent === 'move'
        ? { id, direction: posted(form, 'direction', 10) === 'down' ? ('DOWN' as const) : ('UP' as const) }
        : { id, published: intent === 'publish' };
    const { changeTestimonial } = await mutate(args.context, args.request, ChangeTestimonialMutation, { input });
    return settle(args.request, `row-${id}`, changeTestimonial, intent === 'move' ? 'moved' : `${intent}ed`);
  }
  const input = {
    id: id || null,
    customerName: posted(form, 'customerName', 200),
    customerRole: posted(form, 'customerRole', 10) === 'BUYER' ? ('BUYER' as const) : ('VENDOR' as const),
    text: posted(form, 'text', 3000),
    linkText: posted(form, 'linkText', 200),
    videoUrl: posted(form, 'videoUrl', 500),
    expandable: form.get('expandable') === 'on',
  };
  const { saveTestimonial } = await mutate(args.context, args.request, SaveTestimonialMutation, { input });
  return settle(args.request, id ? `edit-${id}` : 'new', saveTestimonial, id ? 'saved' : 'created', {}, typed(form));
}

const doneWords = (w: Words) => ({
  created: w.tCreated,
  saved: w.tSaved,
  published: w.tPublished,
  unpublished: w.tUnpublished,
  moved: w.tMoved,
});

type Row = ReturnType<typeof useLoaderData<typeof loader>>['list']['items'][number];

function TestimonialForm({ w, item, result }: { w: Words; item?: Row; result?: SiteContentResult }) {
  const key = item ? `edit-${item.id}` : 'new';
  const mine = resultFor(result, key);
  const e = mine?.errors ?? {};
  const v = mine?.values;
  return (
    <Form method="post" className={sc.form} aria-label={item ? fill(w.tEditOf, { name: item.customerName }) : w.tNew}>
      <ResultAlert result={mine} fallback={w.wentWrong} />
      <input type="hidden" name="id" value={item?.id ?? ''} />
      <div className={sc.row}>
        <Field
          label={w.customerName}
          name="customerName"
          id={`${key}-name`}
          defaultValue={v?.customerName ?? item?.customerName}
          error={e.customerName}
          required
          maxLength={60}
        />
        <Select
          label={w.who}
          name="customerRole"
          id={`${key}-role`}
          defaultValue={v?.customerRole ?? item?.customerRole ?? 'VENDOR'}
          error={e.customerRole}
          options={[
            ['VENDOR', w.vendor],
            ['BUYER', w.buyer],
          ]}
        />
      </div>
      <TextArea label={w.story} name="text" defaultValue={v?.text ?? item?.text} error={e.text} maxLength={1000} />
      <div className={sc.row}>
        <Field
          label={w.openWords}
          name="linkText"
          id={`${key}-link`}
          defaultValue={v?.linkText ?? item?.linkText}
          error={e.linkText}
          required
          maxLength={60}
        />
        <Field
          label={w.videoPage}
          name="videoUrl"
          id={`${key}-video`}
          defaultValue={v?.videoUrl ?? item?.videoUrl ?? ''}
          error={e.videoUrl}
          placeholder="/blog/video/…"
        />
      </div>
      <label className={sc.check}>
        <input type="checkbox" name="expandable" defaultChecked={v ? v.expandable === 'on' : (item?.expandable ?? true)} /> {w.expandable}
      </label>
      {e.expandable ? <p className={sc.muted}>{e.expandable}</p> : null}
      <div className={sc.actions}>
        <button className={button({})} type="submit">
          {item ? w.tSave : w.saveDraft}
        </button>
        {item ? <Link to={href('admin-content-testimonials')}>{w.cancel}</Link> : null}
      </div>
    </Form>
  );
}

export default function AdminContentTestimonials() {
  const { frame, w, status, search, list, edit, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const editing = list.items.find((t) => t.id === edit);
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title={w.testimonials}>
      <DoneNotice done={done} words={done ? doneWords(w) : {}} unchanged={w.unchanged} />
      {editing ? <TestimonialForm w={w} item={editing} result={result} /> : null}
      <details open={resultFor(result, 'new') ? true : undefined}>
        <summary>{w.tWrite}</summary>
        {/* Keyed by the count: after a creation the form starts empty again (JavaScript keeps typed inputs). */}
        <TestimonialForm key={`new-${total}`} w={w} result={result} />
      </details>
      <AdminFilters
        label={w.tFilter}
        statuses={[
          ['all', w.all],
          ['published', w.published],
          ['draft', w.drafts],
        ]}
        status={status}
        search={search}
        searchLabel={w.nameOrStory}
      />
      <AdminTable
        rows={list.items.length}
        empty={w.tNone}
        caption={fill(w.tCaption, { count: total })}
        headings={[w.storyHeading, w.shown, w.change]}
      >
        {list.items.map((t, i) => (
          <tr key={t.id} data-testid={`testimonial-${t.id}`}>
            <td className={s.cell}>
              <strong translate="no">{t.customerName}</strong> · {t.customerRole === 'VENDOR' ? w.vendor : w.buyer}
              <br />
              <span translate="no">{teaser(t.text)}</span>
              <ResultAlert result={resultFor(result, `row-${t.id}`)} fallback={w.wentWrong} />
            </td>
            <td className={s.cell}>{t.published ? w.published : w.draft}</td>
            <td className={s.cell}>
              <div className={sc.actions}>
                <Link to={adminPageLink({ status, search, edit: t.id }, page)} aria-label={fill(w.tEditOf, { name: t.customerName })}>
                  {w.edit}
                </Link>
                {status === 'all' && !search ? (
                  <MoveButtons
                    id={t.id}
                    name="id"
                    label={fill(w.tOf, { name: t.customerName })}
                    text={moveText(w, fill(w.tOf, { name: t.customerName }))}
                    first={page === 1 && i === 0}
                    last={page >= totalPages && i === list.items.length - 1}
                  />
                ) : null}
                <ActionButton
                  fields={{ intent: t.published ? 'unpublish' : 'publish', id: t.id }}
                  label={t.published ? w.unpublish : w.publish}
                  name={fill(t.published ? w.tUnpublishOf : w.tPublishOf, { name: t.customerName })}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
