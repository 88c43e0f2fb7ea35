import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A long list shown a page at a time, with Show more adding the next page: a catalog of
 * hundreds of items drawn at once froze a phone for seconds, on the first view and on every
 * change of what is listed. `listKey` names what is listed (a filter, a query): another list
 * starts again from its first page. Show more hands the focus to the first item it added (its
 * first link), where the reader goes on.
 */
export function useShowMore<T>(items: readonly T[], listKey: string, pageSize: number) {
  const [pages, setPages] = useState({ listKey, count: 1 });
  if (pages.listKey !== listKey) setPages({ listKey, count: 1 });
  const count = pages.listKey === listKey ? pages.count : 1;
  const shown = items.slice(0, count * pageSize);

  const firstAdded = useRef<HTMLLIElement>(null);
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    firstAdded.current?.querySelector('a')?.focus();
  }, [count]);

  return {
    shown,
    /** How many items Show more adds: 0 once everything is shown. */
    more: Math.min(pageSize, items.length - shown.length),
    showMore: () => {
      focusAdded.current = true;
      setPages({ listKey, count: count + 1 });
    },
    /** The ref for the list item at `index`: the first one the last Show more added. */
    itemRef: (index: number): RefObject<HTMLLIElement | null> | undefined =>
      index === (count - 1) * pageSize ? firstAdded : undefined,
  };
}
