// A form that opens after its data has loaded takes the focus to its heading, so a screen reader
// announces where the clerk now is. But the load can finish after the clerk has moved on (tabbed
// to the console menu, pressed a link): taking the focus back then would make their next key
// press act on the heading instead. So the heading takes it only when nobody holds it (the link
// or button that led here is gone, the focus fell back to the body) or it is still inside
// `scope`, the section being opened.
export function focusIfUnmoved(target: HTMLElement | null, scope: HTMLElement | null): void {
  if (!target) return;
  const active = target.ownerDocument.activeElement;
  if (!active || active === target.ownerDocument.body || scope?.contains(active)) target.focus();
}
