/**
 * /admin/content/notice-bar/ (issue 29): the new-version notice at the top of every page. Editors set its text,
 * its link (words and address; the feedback page opens the opt-out form) and the text after it, or switch it off;
 * a preview shows the saved bar. The site shows the change on the next page (the API purges the cached copies).
 * Visitors who closed the bar keep it closed (the dismissal is theirs, in their browser).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import { DoneNotice, posted, ResultAlert, typed } from '~/features/admin/site-content-forms';
import { settle } from '~/features/admin/site-content-forms.server';
import * as sc from '~/features/admin/site-content.css';
import { mutate, query } from '~/graphql/client.server';
import { AdminNoticeBarQuery, SaveNoticeBarMutation } from '~/graphql/queries/admin-site-content.server';
import { adminWhen } from '~/features/admin/admin-format';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminSite } from '~/lib/i18n/catalogues/en/admin-site';
import { fill } from '~/lib/i18n/fill';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaNotice ?? 'Notice bar — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.notice.roles);
  const { adminNoticeBar } = await query(args.context, args.request, AdminNoticeBarQuery, {});
  return {
    frame,
    w: areaWords(frame.language, adminSite),
    notice: adminNoticeBar,
    changedAt: adminWhen(frame.language, adminNoticeBar.updatedAt),
    done: new URL(args.request.url).searchParams.get('done'),
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.notice.roles);
  const form = await args.request.formData();
  const input = {
    enabled: form.get('enabled') === 'on',
    text: posted(form, 'text', 500),
    linkText: posted(form, 'linkText', 200),
    linkUrl: posted(form, 'linkUrl', 500),
    textAfter: posted(form, 'textAfter', 500),
  };
  const { saveNoticeBar } = await mutate(args.context, args.request, SaveNoticeBarMutation, { input });
  return settle(args.request, 'notice', saveNoticeBar, 'saved', {}, typed(form));
}

export default function AdminContentNotice() {
  const { frame, w, notice, changedAt, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  // After an error, what the editor typed; otherwise what is saved.
  const v = result?.values;
  const shown = v
    ? { enabled: v.enabled === 'on', text: v.text ?? '', linkText: v.linkText ?? '', linkUrl: v.linkUrl ?? '', textAfter: v.textAfter ?? '' }
    : notice;
  return (
    <AdminShell frame={frame} title={w.noticeBar}>
      <DoneNotice done={done} words={{ saved: w.noticeSaved }} unchanged={w.unchanged} />
      <h2>{w.nowOnSite}</h2>
      <div className={sc.preview} data-testid="notice-preview">
        {notice.enabled ? (
          <p>
            <span translate="no">{notice.text}</span>{' '}
            {notice.linkText ? (
              <a href={notice.linkUrl} target="_blank" rel="noreferrer" translate="no">
                {notice.linkText}
              </a>
            ) : null}{' '}
            <span translate="no">{notice.textAfter}</span>
          </p>
        ) : (
          <p>{w.switchedOff}</p>
        )}
        <p className={sc.muted}>{fill(w.lastChanged, { when: changedAt })}</p>
      </div>
      <h2>{w.changeIt}</h2>
      <Form method="post" className={sc.form} aria-label={w.noticeBar}>
        <ResultAlert result={result} fallback={w.wentWrong} />
        <label className={sc.check}>
          <input type="checkbox" name="enabled" defaultChecked={Boolean(shown.enabled)} /> {w.showBar}
        </label>
        <Field label={w.text} name="text" defaultValue={shown.text} error={errors.text} required maxLength={160} />
        <div className={sc.row}>
          <Field label={w.linkWords} name="linkText" defaultValue={shown.linkText} error={errors.linkText} maxLength={40} />
          <Field
            label={w.linkAddress}
            name="linkUrl"
            defaultValue={notice.linkUrl}
            error={errors.linkUrl}
            placeholder="/support/feedback or https://…"
            maxLength={300}
          />
        </div>
        <Field label={w.textAfter} name="textAfter" defaultValue={shown.textAfter} error={errors.textAfter} maxLength={120} />
        <p className={sc.muted}>{w.feedbackHint}</p>
        <div>
          <button className={button({})} type="submit">
            {w.saveNotice}
          </button>
        </div>
      </Form>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
