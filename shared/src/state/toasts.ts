import { portalStore } from './store';
import { toastsAtom, type ToastKind } from './atoms';

let nextId = 1;
const TOAST_LIFETIME_MS = 6000;

/** Shows a toast from anywhere (React or not); it leaves by itself after a few seconds. */
export function showToast(kind: ToastKind, text: string): void {
  const id = nextId++;
  portalStore.set(toastsAtom, (list) => [...list, { id, kind, text }]);
  setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS);
}

/** Removes one toast. */
export function dismissToast(id: number): void {
  portalStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
