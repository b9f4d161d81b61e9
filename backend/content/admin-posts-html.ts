/**
 * The allow-list every post's and page's HTML goes through on save and preview (issue 29). The public pages
 * render content as stored (dangerouslySetInnerHTML: it is formatted text with links and pictures), so what an
 * editor's account can write must not be able to run script on Musika's pages, even if that account is taken
 * over. Rather than editing the input, the output is rebuilt: text is escaped, and only known tags come back,
 * each with only its known attributes, re-quoted, and links and pictures only with safe addresses. Anything
 * else (script, style, iframes, event handlers, javascript: links, comments) is dropped. Unclosed tags are
 * closed and stray closing tags dropped, so a post cannot break the page around it. Idempotent.
 */

/** Tag → the attributes it may keep. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  code: [],
  pre: [],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside them, not only their tags. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math']);

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/|#)/i;
const SAFE_SRC = /^(?:https:\/\/|\/(?!\/))/i;
const NUMBER = /^\d{1,4}$/;
const ATTRIBUTE_CHECKS: Record<string, (value: string) => boolean> = {
  href: (v) => SAFE_HREF.test(v),
  src: (v) => SAFE_SRC.test(v),
  width: (v) => NUMBER.test(v),
  height: (v) => NUMBER.test(v),
  colspan: (v) => NUMBER.test(v),
  rowspan: (v) => NUMBER.test(v),
  scope: (v) => /^(?:row|col)$/.test(v),
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;

/** Escapes text, keeping character references that are already well formed. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function attributesOf(tag: string, raw: string): string {
  const keep = ALLOWED[tag];
  let out = '';
  const seen = new Set<string>();
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    // Control characters and spaces inside an address are how filters are tricked ("java\tscript:").
    const value = (match[2] ?? match[3] ?? match[4] ?? '').replace(/[\u0000-\u0020\u007f]/g, name === 'alt' || name === 'title' ? ' ' : '');
    if (!keep.includes(name) || seen.has(name)) continue;
    const check = ATTRIBUTE_CHECKS[name];
    if (check && !check(value)) continue;
    seen.add(name);
    out += ` ${name}="${escapeText(value).replace(/"/g, '&quot;')}"`;
  }
  // Links that leave Musika do not hand it the opener.
  if (tag === 'a' && /^https?:\/\//i.test(/href="([^"]*)"/.exec(out)?.[1] ?? '')) out += ' rel="noopener noreferrer"';
  return out;
}

export function sanitiseHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let text = '';
  const flushText = () => {
    out += escapeText(text);
    text = '';
  };
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      text += input.slice(i);
      break;
    }
    text += input.slice(i, lt);
    COMMENT.lastIndex = lt;
    if (COMMENT.test(input)) {
      i = COMMENT.lastIndex;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(input);
    if (!tag) {
      // A '<' that starts no tag is text.
      text += '<';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const [, closing, rawName, rawAttributes] = tag;
    const name = rawName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = input.toLowerCase().indexOf(`</${name}`, i);
        i = end === -1 ? input.length : input.indexOf('>', end) + 1 || input.length;
      }
      continue;
    }
    if (!(name in ALLOWED)) continue;
    flushText();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${attributesOf(name, rawAttributes)}>`;
    if (!VOID.has(name)) open.push(name);
  }
  flushText();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
