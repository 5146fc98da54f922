import { useEffect, useState } from 'react';

// A modal the visitor is working in: an open <dialog>, or an element that says it is a modal dialog.
const OPEN_DIALOG = 'dialog[open], [role="dialog"][aria-modal="true"]:not([hidden]), [role="alertdialog"][aria-modal="true"]:not([hidden])';

/**
 * True while any dialog is open on the page (the certificate dialog, the side panel…). Moving
 * content behind a dialog distracts whoever is filling it in (WCAG 2.2.2), so the carousel pauses.
 * It watches the document rather than each dialog, so a dialog added later by any container counts.
 */
export function useAnyDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector(OPEN_DIALOG) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'hidden', 'aria-modal', 'role'] });
    return () => observer.disconnect();
  }, []);
  return open;
}
