import type { FormKind, FormValues } from './fields';
import type { KeyState } from './idempotency';

/** What survives a reload of the tab until the message is confirmed sent. */
export interface Draft {
  values: FormValues;
  key: KeyState | null;
}

const storageKey = (kind: FormKind) => `portal-contact-draft:${kind}`;

// sessionStorage: the draft stays in this tab only and disappears when it is closed.
/** The saved draft of a form, if any. */
export function loadDraft(kind: FormKind): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(kind));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the draft; an empty form removes it. */
export function saveDraft(kind: FormKind, draft: Draft): void {
  try {
    const empty = Object.values(draft.values).every((value) => !value);
    if (empty && !draft.key) sessionStorage.removeItem(storageKey(kind));
    else sessionStorage.setItem(storageKey(kind), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only reload recovery is lost.
  }
}

/** Forgets the draft after a confirmed send. */
export function clearDraft(kind: FormKind): void {
  try {
    sessionStorage.removeItem(storageKey(kind));
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
