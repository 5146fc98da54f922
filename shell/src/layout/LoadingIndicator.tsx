import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { isLoadingAtom, loadingMessageAtom } from '@portal/shared';
import { useTranslation } from '../i18n';

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 1000;
  padding: 0.25rem 1rem;
  background: var(--color-primary, #0b5cab);
  color: #fff;
  font-size: 0.875rem;
  text-align: center;
`;

/** The global loading flag (spec section 4): shown while any request of any container runs. */
export function LoadingIndicator() {
  const loading = useAtomValue(isLoadingAtom);
  const message = useAtomValue(loadingMessageAtom);
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="global-loading">
      {/* The message is an i18n key (DEFAULT_LOADING_MESSAGE); text that is not one shows as it is. */}
      {loading ? <Bar>{t(message)}</Bar> : null}
    </div>
  );
}
