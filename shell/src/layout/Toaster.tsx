import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { dismissToast, toastsAtom, type Toast } from '@portal/shared';
import { useTranslation } from '../i18n';

const Region = styled.section`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 1500;
  display: grid;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
  .toast {
    pointer-events: auto;
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    padding: 0.75rem 0.75rem 0.75rem 1rem;
    border-radius: var(--radius);
    border: 1px solid var(--color-border);
    border-left: 6px solid var(--color-primary);
    background: var(--color-bg);
    color: var(--color-text);
    box-shadow: var(--shadow);
  }
  .toast-error {
    border-left-color: var(--color-danger);
  }
  .toast-success {
    border-left-color: var(--color-success);
  }
  .toast p {
    margin: 0;
    flex: 1;
  }
  .toast button {
    min-width: 44px;
    min-height: 44px;
    margin: -0.5rem -0.25rem -0.5rem 0;
    border: 0;
    background: transparent;
    color: var(--color-text);
    font-size: 1.4rem;
    cursor: pointer;
  }
`;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <div className={`toast toast-${toast.kind}`}>
      <p>{toast.text}</p>
      <button type="button" aria-label={t('Close notification')} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Shows the toasts of the error catalogue (spec section 8) and labelled successes. The live regions
 * are always in the page, so screen readers announce new messages; focus never moves to them.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const { t } = useTranslation();
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <Region aria-label={t('Notifications')} className="toaster">
      <div role="alert">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </Region>
  );
}
