import { CardGrid, PageFrame, Section } from '../components/PageFrame';
import { TestimonialCard } from '../components/TestimonialCard';
import { TESTIMONIALS } from '../data/testimonials';
import { ClientsSection } from '../sections/ClientsSection';
import { useTranslation } from '../i18n';

/** Exposed as './OurClientsPage'. */
export default function OurClientsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Our Clients')} lead={t('We are proud to work with organisations large and small.')}>
      <ClientsSection />
      <Section aria-labelledby="client-words-heading">
        <div className="container">
          <h2 id="client-words-heading">{t('What our clients say')}</h2>
          <CardGrid $columns={3}>
            {TESTIMONIALS.filter((_, i) => i % 3 === 0).map((review) => (
              <li key={review.authorname}>
                <TestimonialCard review={review} />
              </li>
            ))}
          </CardGrid>
        </div>
      </Section>
    </PageFrame>
  );
}
