/**
 * Google's reCAPTCHA script, loaded here rather than by react-google-recaptcha: the library
 * remembers a failed script for the life of the page (react-async-script keeps the error per URL)
 * and never asks again, and it cannot tell a script that never answers from a slow one. Blocked
 * google.com is common on workplace networks, so both must end in a message and a real retry.
 */

/** The URL react-google-recaptcha would ask for, with explicit render (SPEC.md section 7). */
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const READY_CALLBACK = 'retirewellCaptchaReady';

/**
 * How long a participant waits for the widget before hearing why it is missing. A blocked host
 * usually fails at once; a network that drops the request silently would otherwise leave the
 * form waiting with no explanation. Generous for a slow phone (the widget is ~200 kB gzip).
 */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 10_000;

interface Grecaptcha {
  render?: unknown;
}

// api.js defines a stub grecaptcha at once; render arrives with the widget code it then loads.
const isReady = () =>
  typeof (Reflect.get(window, 'grecaptcha') as Grecaptcha | undefined)?.render === 'function';

const waiting = new Set<() => void>();
let attempt: Promise<void> | undefined;

/**
 * Resolves once the widget can render; rejects when the script fails or has not answered within
 * `timeoutMs`. Each call after a failure asks for the script again with a fresh tag (a failed
 * one never runs), and so also for the widget code api.js fetches from www.gstatic.com, should
 * that be what was blocked.
 */
export function loadCaptchaScript(timeoutMs = CAPTCHA_SCRIPT_TIMEOUT_MS): Promise<void> {
  if (isReady()) return Promise.resolve();
  attempt ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      window.clearTimeout(timer);
      waiting.delete(onReady);
      attempt = undefined;
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => {
      settle();
    };
    const timer = window.setTimeout(() => {
      settle(new Error(`The captcha script did not answer within ${String(timeoutMs)} ms`));
    }, timeoutMs);
    // One callback for every tag: a script that answers after its wait timed out still makes
    // the widget ready for whoever waits then.
    waiting.add(onReady);
    Reflect.set(window, READY_CALLBACK, () => {
      for (const ready of [...waiting]) ready();
    });
    script.onerror = () => {
      script.remove();
      settle(new Error('The captcha script failed to load'));
    };
    script.async = true;
    script.src = `${SCRIPT_URL}?onload=${READY_CALLBACK}&render=explicit`;
    document.head.append(script);
  });
  return attempt;
}
