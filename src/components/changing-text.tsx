import { Fragment, type ReactNode } from 'react';

/**
 * Text that changes in place (a count, a field's message), for pages read through the browser's
 * own translation (Chrome's "Translate this page"): the translator swaps each text node for its
 * own <font> elements, so React's later update of that node changed a node no longer on the page
 * and the old words stayed ("0 of 5 done" after ticking two steps). Keyed by the text, the span is
 * replaced instead, and the translator translates the new one.
 */
export function ChangingText({ children }: { children: string }) {
  return <span key={children}>{children}</span>;
}

/**
 * A message built from changing values (a sentence with figures in it), replaced when one of
 * them changes, as ChangingText is. Only what changes is replaced: a whole block keyed by every
 * figure was rebuilt at each step of a slider.
 */
export function ChangingContent({
  values,
  children,
}: {
  values: readonly (string | number | undefined)[];
  children: ReactNode;
}) {
  return <Fragment key={values.join('\u0000')}>{children}</Fragment>;
}
