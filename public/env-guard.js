// Runs before env.js (see index.html). env.js is the deployment's own file: when it is not valid
// JavaScript (a typo, or a static host answering a missing env.js with index.html), start-up must
// not throw. The syntax error is handled here, and the app is handed an env it will find invalid,
// which it reports and replaces with the development default (src/config/env.ts).
window.addEventListener('error', (event) => {
  if (event.filename !== new URL('/env.js', window.location.href).href) return;
  event.preventDefault();
  window.__RETIREWELL_ENV__ = { unreadable: event.message };
});
