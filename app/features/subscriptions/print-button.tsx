/** "Print receipt": with JavaScript it opens the print dialog; without, it says how (the browser's own Print). */
import { useEffect, useState } from 'react';
import { button } from '~/components/button.css';

export function PrintButton() {
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  if (!js) return <p>Use your browser&apos;s Print command to print or save this receipt as a PDF.</p>;
  return (
    <button className={button({ tone: 'secondary' })} type="button" onClick={() => window.print()}>
      Print receipt
    </button>
  );
}
