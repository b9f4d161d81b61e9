/**
 * The low-data page's only script (inline, so no request; its hash goes into the CSP: server/hashed-csp.ts).
 * - A tap on a photo placeholder swaps in the photo (its smallest variant) instead of following the link,
 *   which is what happens without JavaScript.
 * - The footer's "This page cost about N KB" (its words in the page's language on #ld-cost's data-t): the navigation's and every resource's transferSize (Resource
 *   Timing), so a repeat view from the browser's cache counts near zero. Cross-origin files that do not allow
 *   timing report 0 and are left out; where the API is missing the line stays empty rather than guess.
 * ES5 and tiny on purpose: it runs on the cheapest phones and every byte of it is on every low-data page.
 */
const source = `(function(){
function cost(){var p=window.performance,o=document.getElementById('ld-cost');if(!o||!p||!p.getEntriesByType)return;
var n=p.getEntriesByType('navigation')[0];if(!n||!('transferSize' in n))return;var t=n.transferSize;
p.getEntriesByType('resource').forEach(function(r){t+=r.transferSize||0});
o.textContent=(o.getAttribute('data-t')||'').replace('{kb}',Math.max(1,Math.round(t/1024)))}
document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-ld-src]');if(!b)return;
e.preventDefault();var i=new Image();i.onload=cost;i.alt=b.getAttribute('data-ld-alt')||'';
if(b.getAttribute('data-ld-w')){i.width=+b.getAttribute('data-ld-w');i.height=+b.getAttribute('data-ld-h')}
i.className=b.className.replace('ld-photo','');i.src=b.getAttribute('data-ld-src');b.parentNode.replaceChild(i,b)});
if(document.readyState==='complete')cost();else addEventListener('load',function(){setTimeout(cost,0)})})();`;

/** Without the line breaks, which only make the source above readable. */
export const LOW_DATA_SCRIPT = source.replace(/\n/g, '');
