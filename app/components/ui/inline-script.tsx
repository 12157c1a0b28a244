/**
 * Tiny progressive enhancements for pages that ship no bundle. Each script is a few hundred bytes,
 * inlined into the HTML (no extra request) and written in ES5-safe syntax for old Android browsers.
 * The page is complete without them.
 */
export function InlineScript({ code }: { code: (typeof inlineScripts)[number] }) {
  // Allowed by the CSP through its SHA-256 hash (app/http/security-headers.server.ts), not the
  // response's nonce: these pages' HTML stays byte-identical, so ETags and shared caches work.
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * Carousels: `[data-carousel]` holds a `[data-track]` scroll-snap strip whose children are slides
 * with ids; anchors to `#slide-id` inside the carousel scroll the strip only (not the page).
 * `data-interval` (ms) auto-advances and wraps; `data-stop-on-interaction` stops it for good once
 * the visitor touches the carousel, otherwise it pauses while hovered or focused.
 */
export const carouselScript = `(function(){
var cs=document.querySelectorAll('[data-carousel]');
Array.prototype.forEach.call(cs,function(root){
var track=root.querySelector('[data-track]');if(!track)return;
var slides=track.children,n=slides.length,ms=+root.getAttribute('data-interval')||5000;
var stopOnUse=root.hasAttribute('data-stop-on-interaction'),paused=false,stopped=false;
function current(){return Math.round(track.scrollLeft/Math.max(1,track.clientWidth))}
function go(i){i=(i%n+n)%n;track.scrollTo({left:i*track.clientWidth});mark(i)}
function mark(i){var dots=root.querySelectorAll('[data-dot]');
Array.prototype.forEach.call(dots,function(d,k){if(k===i)d.setAttribute('aria-current','true');else d.removeAttribute('aria-current')});
root.setAttribute('data-index',String(i))}
function use(){if(stopOnUse)stopped=true}
root.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href^="#"]');
if(!a)return;var t=document.getElementById(a.getAttribute('href').slice(1));
var i=Array.prototype.indexOf.call(slides,t);if(i<0)return;e.preventDefault();use();go(i)});
root.addEventListener('pointerdown',use);root.addEventListener('keydown',use);
root.addEventListener('mouseenter',function(){paused=true});root.addEventListener('mouseleave',function(){paused=false});
root.addEventListener('focusin',function(){paused=true});root.addEventListener('focusout',function(){paused=false});
var t;track.addEventListener('scroll',function(){clearTimeout(t);t=setTimeout(function(){mark(current())},100)});
mark(0);
setInterval(function(){if(!paused&&!stopped&&!document.hidden)go(current()+1)},ms);
});})();`;

/** A server-rendered dialog (`[data-dismiss-href]`): Escape follows its close link. */
export const dismissDialogScript = `(function(){
var d=document.querySelector('[data-dismiss-href]');if(!d)return;
var close=d.querySelector('[data-close]');if(close)close.focus();
document.addEventListener('keydown',function(e){if(e.key==='Escape')location.href=d.getAttribute('data-dismiss-href')});
})();`;

/** Every inline script a page may carry: the CSP allows exactly these, by hash. */
export const inlineScripts = [carouselScript, dismissDialogScript] as const;
