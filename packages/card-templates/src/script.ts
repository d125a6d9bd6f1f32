// The public page's only script (inline, < 2 KB). Everything it does is an enhancement:
// without it every link still works, copy/share buttons stay hidden and videos open on
// YouTube. It shows [data-js] buttons, copies [data-copy], shares via the Web Share API,
// swaps a video thumbnail for the player, and counts clicks on [data-a] with sendBeacon
// when <body data-beacon> is set. Its few words are the toast's data-ok/-no/-v attributes,
// written in the card's language, so one script (one CSP hash) serves every language.
export const CARD_SCRIPT = `(function(){var d=document,b=d.body,c=b.getAttribute('data-card'),m=b.getAttribute('data-member'),n=navigator;
d.querySelectorAll('[data-js]').forEach(function(e){e.hidden=!(e.hasAttribute('data-share')?n.share:e.hasAttribute('data-copy')?n.clipboard:1)});
function send(a,t){if(!b.hasAttribute('data-beacon')||!n.sendBeacon)return;var o={cardId:c,action:a};if(t)o.target=t.slice(0,200);if(m)o.memberId=m;
try{n.sendBeacon('/c/events',new Blob([JSON.stringify(o)],{type:'application/json'}))}catch(x){}}
function w(k){var t=d.getElementById('toast');return t&&t.getAttribute('data-'+k)||''}
function toast(k){var t=d.getElementById('toast');if(!t)return;t.textContent=w(k);t.className='toast on';clearTimeout(toast.i);toast.i=setTimeout(function(){t.className='toast'},1800)}
d.addEventListener('click',function(ev){var e=ev.target.closest&&ev.target.closest('a,button');if(!e)return;
var a=e.getAttribute('data-a');if(a)send(a,e.getAttribute('data-t'));
var v=e.getAttribute('data-copy');if(v!==null){ev.preventDefault();n.clipboard.writeText(v).then(function(){toast('ok')},function(){toast('no')});return}
var s=e.getAttribute('data-share');if(s!==null){ev.preventDefault();n.share({title:d.title,url:s}).catch(function(){});return}
var y=e.getAttribute('data-yt');if(y&&/^[\\w-]{11}$/.test(y)){ev.preventDefault();var f=d.createElement('iframe');
f.src='https://www.youtube-nocookie.com/embed/'+y+'?autoplay=1';f.allow='autoplay;encrypted-media;picture-in-picture';f.allowFullscreen=true;f.title=w('v');e.replaceWith(f)}});})();`;
