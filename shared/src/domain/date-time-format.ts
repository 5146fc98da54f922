// Creating an Intl.DateTimeFormat with a time zone costs about a millisecond (several on a slow
// phone); formatting with an existing one costs microseconds. The header's availability check and
// every post date used to build a new one per call, which showed up as the largest script cost of
// the first render. Formatters are kept per locale and options.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.DateTimeFormat; throws like the constructor for an unknown time zone. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}
