import { CaseStudyCard } from '../components/CaseStudyCard';
import { CardGrid, PageFrame } from '../components/PageFrame';
import { CASE_STUDIES } from '../data/case-studies';
import { useTranslation } from '../i18n';

/** Exposed as './CaseStudyPage'. */
export default function CaseStudyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Case Study')} lead={t('How we solved real problems for real organisations, with the numbers to show it.')}>
      <div className="container">
        <CardGrid $columns={3}>
          {CASE_STUDIES.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </CardGrid>
      </div>
    </PageFrame>
  );
}
