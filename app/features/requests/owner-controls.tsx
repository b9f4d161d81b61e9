/** For the person who posted a buyer request: change it, or close it (no more answers) and open it again. */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { href } from '~/routes';

export function OwnerControls({ id, status }: { id: string; status: string }) {
  const closed = status === 'closed';
  return (
    <div className={formStyles.links}>
      <Link className={button({ tone: 'secondary' })} to={href('buyer-request-edit', { id })}>
        Change the request
      </Link>
      <Form method="post" aria-label={closed ? 'Open the request again' : 'Close the request'}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={closed ? 'open' : 'closed'} />
        <button className={button({ tone: 'secondary' })} type="submit">
          {closed ? 'Open it again' : 'Close it: I found what I need'}
        </button>
      </Form>
      {closed ? <span>Closed: stores can no longer answer.</span> : null}
    </div>
  );
}
