import styled from 'styled-components';
import { FAQ } from '../data/faq';
import { useTranslation } from '../i18n';

const List = styled.div`
  max-width: 50rem;
  details {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    margin-bottom: 0.75rem;
    background: var(--color-bg);
  }
  summary {
    cursor: pointer;
    padding: 1rem 1.25rem;
    font-weight: 600;
    min-height: 44px;
  }
  details p {
    margin: 0;
    padding: 0 1.25rem 1rem;
    color: var(--color-muted);
  }
`;

/** The FAQ as native disclosure widgets: keyboard and screen reader support come for free. */
export function FaqList() {
  const { t } = useTranslation();
  return (
    <List>
      {FAQ.map((item, index) => (
        <details key={item.id} open={index === 0}>
          <summary>{t(item.title)}</summary>
          <p>{t(item.body)}</p>
        </details>
      ))}
    </List>
  );
}
