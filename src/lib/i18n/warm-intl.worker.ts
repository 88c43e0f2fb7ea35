// The first Intl formatter of each kind in a page makes V8 build its table of the locales that
// kind supports, by opening ICU's data for every locale it has: 35 to 75 ms for NumberFormat
// alone on the development machine, four times that on a phone. The table is kept for the whole
// renderer process, worker threads included, so building it here leaves the main thread's first
// formatter (react-intl's locale check, the first message with a number) a fraction of a
// millisecond (issue 22).
for (const locale of ['en-US', 'es-US']) {
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.PluralRules(locale).select(1);
  new Intl.ListFormat(locale).format(['a', 'b']);
}
self.close();

// A module worker (see warm-intl.ts), and a module to TypeScript.
export {};
