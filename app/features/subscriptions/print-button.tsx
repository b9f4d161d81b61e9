/**
 * "Print receipt": with JavaScript it opens the print dialog; without, it says how (the browser's own Print).
 * Its words come from the page, in its language (billing-text.server.ts).
 */
import { useEffect, useState } from 'react';
import { button } from '~/components/button.css';

export function PrintButton({ how, label }: { how: string; label: string }) {
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  if (!js) return <p>{how}</p>;
  return (
    <button className={button({ tone: 'secondary' })} type="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
