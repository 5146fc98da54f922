import styled from 'styled-components';
import { MessageForm } from '../components/MessageForm';
import { useTranslation } from '../i18n';

const Box = styled.section`
  padding: 1.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg);
  box-shadow: var(--shadow);
`;

/** The quote form of the template's About section (spec section 2); name and email required. */
export default function QuoteForm() {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="quote-form-title">
      <h3 id="quote-form-title">{t('Get a free Keystroke quote now')}</h3>
      <MessageForm kind="quote" idPrefix="quote" labelledBy="quote-form-title" />
    </Box>
  );
}
