// The catalogue's search field keeps its own text while the citizen types, and the URL's ?q=
// follows it. The router updates the URL inside a transition (v7_startTransition), so on a big
// catalogue the URL lags behind the keystrokes: a field that showed the URL lost letters
// ('renovacion' arrived as 'renvacion'). The field takes the URL's value only when the URL changed
// from outside (back, forward, a link, "Clear filters"). Each of its writes carries a number in the
// history entry's state, so it knows its own writes even when several carry the same text.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/shared';

export interface QueryField {
  /** What the field shows and the results follow. */
  text: string;
  /** A keystroke: the field shows it at once and writes it to the URL. */
  type: (value: string) => void;
}

// Numbers of writes, unique on the page (a remounted field never takes an old entry for its own).
let lastWrite = 0;

export function useQueryField(urlQuery: string, writeUrl: (value: string, write: number) => void): QueryField {
  const [text, setText] = useState(urlQuery);
  // The writes the URL has not shown yet, oldest first.
  const pending = useRef<number[]>([]);
  const location = useLocation();
  const write = (location.state as { write?: unknown } | null)?.write;

  useEffect(() => {
    const at = typeof write === 'number' ? pending.current.indexOf(write) : -1;
    if (at === -1) {
      // From outside: the URL wins.
      pending.current = [];
      setText(urlQuery);
      return;
    }
    // One of the field's own writes arriving (older ones may never show): the field keeps its text.
    pending.current = pending.current.slice(at + 1);
  }, [urlQuery, location.key, write]);

  const type = useCallback(
    (value: string) => {
      setText(value);
      lastWrite += 1;
      pending.current.push(lastWrite);
      writeUrl(value, lastWrite);
    },
    [writeUrl],
  );

  return { text, type };
}
