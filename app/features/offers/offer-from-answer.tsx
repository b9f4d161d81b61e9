/** On the buyer's own request: one button that turns a store's answer (with a product) into an offer. */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formatMoney } from '~/lib/money';

export function OfferFromAnswer({ answer }: { answer: { id: string; price: { amountCents: number; currency: string } } }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('responseId') === answer.id;
  return (
    <Form method="post" aria-label="Make an offer from this answer">
      <input type="hidden" name="intent" value="offer" />
      <input type="hidden" name="responseId" value={answer.id} />
      <button className={button({ tone: 'secondary' })} type="submit" disabled={busy}>
        {busy ? 'Sending…' : `Offer ${formatMoney(answer.price.amountCents, answer.price.currency)} for this`}
      </button>
    </Form>
  );
}
