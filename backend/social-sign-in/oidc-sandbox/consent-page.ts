/**
 * The sandbox's consent page: what Google's or Facebook's own page would ask, reduced to a choice of test person,
 * an Allow button and a Cancel. Plain HTML, a form and the sandbox's own stylesheet: works without JavaScript and
 * needs nothing the site's Content-Security-Policy forbids (no inline style or script).
 */
import { TEST_PEOPLE } from './people';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface ConsentRequest {
  providerLabel: string;
  action: string;
  stylesheet: string;
  /** The authorize request's parameters, carried to the consent POST. */
  params: Record<string, string>;
}

export function renderConsentPage(request: ConsentRequest): string {
  const label = escapeHtml(request.providerLabel);
  const hidden = Object.entries(request.params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
  const people = TEST_PEOPLE.map(
    (p, i) => `<label class="person">
      <input type="radio" name="person" value="${escapeHtml(p.id)}"${i === 0 ? ' checked' : ''}>
      <span><strong>${escapeHtml(p.name)}</strong> <span class="email">${escapeHtml(p.email)}</span>
      <span class="note">${escapeHtml(p.note)}</span></span>
    </label>`,
  ).join('\n    ');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${escapeHtml(request.stylesheet)}"><title>${label} sandbox – sign in to Musika</title></head>
<body>
<main>
  <p class="badge">${label} sandbox · test sign-in, no real account</p>
  <h1>Sign in to Musika with ${label}</h1>
  <p>Musika will receive the person's name and e-mail address.</p>
  <form method="post" action="${escapeHtml(request.action)}">
    ${hidden}
    <fieldset>
      <legend>Choose a test person</legend>
    ${people}
    </fieldset>
    <div class="actions">
      <button type="submit" name="decision" value="allow" class="allow">Allow and continue</button>
      <button type="submit" name="decision" value="deny">Cancel</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

export const CONSENT_CSS = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem;background:#fff;min-height:100vh;box-sizing:border-box}
@media (min-width:600px){main{margin:2rem auto;min-height:0;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:2rem}}
.badge{display:inline-block;margin:0 0 .75rem;padding:.25rem .6rem;border-radius:8px;background:#fef3c7;color:#92400e;font-size:.85rem}
h1{font-size:1.35rem;margin:0 0 .5rem}
fieldset{border:0;padding:0;margin:1rem 0}
legend{font-weight:600;margin-bottom:.5rem}
.person{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:1px solid #d1d5db;border-radius:8px;margin-bottom:.5rem;cursor:pointer}
.person input{margin-top:.3rem}
.email{display:block;color:#374151;word-break:break-all}
.note{display:block;color:#6b7280;font-size:.875rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #9ca3af;background:#fff;cursor:pointer;min-height:44px}
button.allow{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
button:focus-visible,.person:focus-within{outline:3px solid #2563eb;outline-offset:2px}
`;
