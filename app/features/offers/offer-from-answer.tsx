/** On the buyer's own request: one button that turns a store's answer (with a product) into an offer. */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
/** `offer` is the button's finished words ("Offer $12.00 for this"), `label` the form's, `sending` while it posts. */
export function OfferFromAnswer({ answer, text }: { answer: { id: string }; text: { offer: string; label: string; sending: string } }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('responseId') === answer.id;
  return (
    <Form method="post" aria-label={text.label}>
      <input type="hidden" name="intent" value="offer" />
      <input type="hidden" name="responseId" value={answer.id} />
      <button className={button({ tone: 'secondary' })} type="submit" disabled={busy}>
        {busy ? text.sending : text.offer}
      </button>
    </Form>
  );
}
