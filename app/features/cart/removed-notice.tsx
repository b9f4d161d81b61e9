/**
 * The notice for lines that left the cart because they can no longer be bought (unpublished, sold out, the
 * buyer's own product). The wording comes from the API (schema/rest/cart.ts removedLineMessage), so the cart
 * page, the header and other clients all say the same thing.
 */
import { formStyles } from '~/components/form';

interface Props {
  lines: readonly { productId: string; variationId?: string | null; message: string }[];
}

export function RemovedLinesNotice({ lines }: Props) {
  if (lines.length === 0) return null;
  return (
    <div role="status" className={formStyles.notice}>
      {lines.map((line) => (
        <p key={`${line.productId}-${line.variationId ?? 0}`}>{line.message}</p>
      ))}
    </div>
  );
}
