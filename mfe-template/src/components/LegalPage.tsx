import styled from 'styled-components';
import type { LegalDocument } from '../data/types';
import { PageFrame } from './PageFrame';
import { useTranslation } from '../i18n';

const Body = styled.div`
  max-width: 50rem;
  .updated {
    color: var(--color-muted);
    font-weight: 600;
  }
  nav ol {
    padding-left: 1.4rem;
  }
  nav ol a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  section {
    margin-top: 2rem;
  }
  h2 {
    font-size: 1.35rem;
  }
`;

/** A legal text in Spanish: last update, contents with links to each numbered section. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const anchor = (index: number) => `seccion-${index + 1}`;
  return (
    <PageFrame title={document.title}>
      <div className="container">
        <Body lang="es">
          <p className="updated">{t('Last updated:')}{' '}{document.updated}</p>
          <p>{document.intro}</p>
          <nav aria-label={t('Contents')}>
            <ol>
              {document.sections.map((section, index) => (
                <li key={section.title}>
                  <a href={`#${anchor(index)}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {document.sections.map((section, index) => (
            <section key={section.title} id={anchor(index)} aria-labelledby={`${anchor(index)}-titulo`} className="legal-section">
              <h2 id={`${anchor(index)}-titulo`}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </Body>
      </div>
    </PageFrame>
  );
}
