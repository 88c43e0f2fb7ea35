/**
 * The hostile-content corpus: what a compromised or careless content service might send. Every
 * payload that could run calls `__pwned(id)` (or `parent.__pwned(id)` from a frame), the probe
 * hostile-content.spec.ts exposes before the app loads, so "a payload ran" is observable and
 * names the payload. Ids are unique across the lists.
 */
export interface Payload {
  id: number;
  category: string;
  value: string;
}

const list = (category: string, first: number, values: string[]): Payload[] =>
  values.map((value, index) => ({ id: first + index, category, value }));

/** For text fields: plain text, or CMS rich text that goes through the sanitiser. */
export const HTML_PAYLOADS: Payload[] = [
  ...list('script', 1, [
    '<script>__pwned(1)</script>',
    '"><script>__pwned(2)</script>',
    '<scr<script>ipt>__pwned(3)</scr</script>ipt>',
    '<template><script>__pwned(4)</script></template>',
  ]),
  ...list('event handler', 10, [
    '<img src=x onerror=__pwned(10)>',
    '<img src="x" onerror="__pwned(11)" alt="photo">',
    '<body onload=__pwned(12)>',
    '<details open ontoggle=__pwned(13)><summary>Details</summary>hidden</details>',
    '<p onmouseover="__pwned(14)">Hover me</p>',
    '<a href="#" onclick="__pwned(15)">Click me</a>',
    '<input autofocus onfocus=__pwned(16)>',
    '<video poster=x onerror=__pwned(17)><source onerror=__pwned(17)></video>',
    '\'"><img src=x onerror=__pwned(18)>',
    '<div tabindex=0 onfocusin=__pwned(19) autofocus>focus</div>',
  ]),
  ...list('script URL in rich text', 30, [
    '<a href="javascript:__pwned(30)">javascript link</a>',
    '<a href="JaVaScRiPt:__pwned(31)">mixed case</a>',
    '<a href="java&#x09;script:__pwned(32)">tab entity</a>',
    '<a href="&#106;avascript:__pwned(33)">decimal entity</a>',
    '<a href=" &#x0A; javascript:__pwned(34)">leading whitespace</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZCgzNSk8L3NjcmlwdD4=">data</a>',
    '<a href="vbscript:msgbox(36)">vbscript</a>',
    '<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22__pwned(37)%22/%3E">',
    '<img srcset="javascript:__pwned(38) 1x, data:image/svg+xml,x 2x">',
    '<a href="//evil.example/phish">protocol-relative</a>',
  ]),
  ...list('SVG', 50, [
    '<svg onload=__pwned(50)>',
    '<svg><script>__pwned(51)</script></svg>',
    '<svg><a xlink:href="javascript:__pwned(52)"><text y="20">svg link</text></a></svg>',
    '<svg><animate onbegin=__pwned(53) attributeName=x dur=1s></svg>',
    '<svg><a><animate attributeName="href" values="javascript:__pwned(54)"/><text y="20">go</text></a></svg>',
    '<svg><foreignObject><iframe src="javascript:parent.__pwned(55)"></iframe></foreignObject></svg>',
    '<svg><style><img src=x onerror=__pwned(56)></style></svg>',
  ]),
  ...list('MathML mutation', 60, [
    '<math><mtext><table><mglyph><style><img src=x onerror=__pwned(60)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__pwned(61)>',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=__pwned(62)>">',
    '<noscript><p title="</noscript><img src=x onerror=__pwned(63)>">',
    '<math href="javascript:__pwned(64)">math link</math>',
  ]),
  ...list('form action', 70, [
    '<form action="javascript:__pwned(70)"><button>Submit</button></form>',
    '<button formaction="javascript:__pwned(71)">Go</button>',
    '<isindex action="javascript:__pwned(72)" type="image">',
    '<form><input type="submit" formaction="javascript:__pwned(73)" value="Send"></form>',
  ]),
  ...list('iframe and embedding', 80, [
    '<iframe src="javascript:parent.__pwned(80)"></iframe>',
    '<iframe srcdoc="<script>parent.__pwned(81)</script>"></iframe>',
    '<object data="javascript:__pwned(82)"></object>',
    '<embed src="data:text/html,<script>parent.__pwned(83)</script>">',
    '<base href="javascript:__pwned(84)//">',
    '<meta http-equiv="refresh" content="0;url=javascript:__pwned(85)">',
    '<link rel="stylesheet" href="javascript:__pwned(86)">',
  ]),
  ...list('CSS', 90, [
    '<div style="background:url(javascript:__pwned(90))">styled</div>',
    '<style>@import \'javascript:__pwned(91)\';body{background:url("javascript:__pwned(91)")}</style>',
    '<p style="behavior:url(x.htc);-moz-binding:url(data:text/xml,x)">old engines</p>',
    '<span style="background-image:url(&quot;data:image/svg+xml,x&quot;)">entity quoted</span>',
  ]),
];

/**
 * For URL fields: links, image sources, background images, record-keeper URLs. `{url}` stands
 * for the field's real value, so those payloads stay safe, loadable URLs that carry markup.
 */
export const URL_PAYLOADS: Payload[] = list('URL', 100, [
  'javascript:__pwned(100)',
  'JAVASCRIPT:__pwned(101)',
  ' \t javascript:__pwned(102)',
  'java\nscript:__pwned(103)',
  'java\u0000script:__pwned(104)',
  '\u0001javascript:__pwned(105)',
  'javascript:/*https://example.com*/__pwned(106)',
  'data:text/html,<script>parent.__pwned(107)</script>',
  'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZCgxMDgpPC9zY3JpcHQ+',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__pwned(109)"/>',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'vbscript:msgbox(111)',
  'file:///etc/passwd',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/x" onmouseover="__pwned(115)',
  "x');background:url(javascript:__pwned(116))",
  '%6A%61vascript:__pwned(117)',
  '{url}#"><img src=x onerror=__pwned(118)>',
  '{url}?next=javascript:__pwned(119)&x="><svg onload=__pwned(119)>',
  'https://',
]);

/** For colour fields, which end up in generated CSS. */
export const CSS_PAYLOADS: Payload[] = list('CSS value', 130, [
  'red;background:url(javascript:__pwned(130))',
  '#000}body{background:url("data:image/svg+xml,x")}',
  'expression(__pwned(132))',
  '#fff;}</style><script>__pwned(133)</script>',
]);

export const ALL_PAYLOADS = [...HTML_PAYLOADS, ...URL_PAYLOADS, ...CSS_PAYLOADS];
