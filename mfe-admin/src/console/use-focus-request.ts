// Moves the focus after React has committed what the last state change shows (the field errors,
// a loaded message): asked for together with that change, it runs in an effect of the same render,
// so the element it looks for is in the page. (A requestAnimationFrame can fire before a render
// React scheduled outside an event, and then finds nothing, or the old element.)
import { useCallback, useEffect, useRef, useState } from 'react';

type Find = () => HTMLElement | null | undefined;

export function useFocusRequest(): (find: Find) => void {
  const pending = useRef<Find | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const find = pending.current;
    pending.current = null;
    find?.()?.focus();
  }, [request]);
  return useCallback((find: Find) => {
    pending.current = find;
    setRequest((n) => n + 1);
  }, []);
}
