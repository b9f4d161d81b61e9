/** For the person who posted a buyer request: change it, or close it (no more answers) and open it again. */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { href } from '~/routes';

/** The controls' words in the page's language (picked by the page's loader). */
export type OwnerControlsText = Record<
  'requests.change' | 'requests.reopenLabel' | 'requests.closeLabel' | 'requests.reopen' | 'requests.close' | 'requests.closedOwner',
  string
>;

export function OwnerControls({ id, status, text }: { id: string; status: string; text: OwnerControlsText }) {
  const closed = status === 'closed';
  return (
    <div className={formStyles.links}>
      <Link className={button({ tone: 'secondary' })} to={href('buyer-request-edit', { id })}>
        {text['requests.change']}
      </Link>
      <Form method="post" aria-label={text[closed ? 'requests.reopenLabel' : 'requests.closeLabel']}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={closed ? 'open' : 'closed'} />
        <button className={button({ tone: 'secondary' })} type="submit">
          {text[closed ? 'requests.reopen' : 'requests.close']}
        </button>
      </Form>
      {closed ? <span>{text['requests.closedOwner']}</span> : null}
    </div>
  );
}
