import styled from 'styled-components';
import { up } from '@portal/shared';
import { MessageForm } from '../components/MessageForm';
import { ContactInfo } from '../components/ContactInfo';
import { useTranslation } from '../i18n';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${up('lg')} { grid-template-columns: 3fr 2fr; align-items: start; }
  .intro { color: var(--color-muted); max-width: 60ch; }
`;

/** Contacto (spec section 2): the contact form and the customer's phone, email and office. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <section className="container">
      <h1>{t('Contact')}</h1>
      <Layout>
        <div>
          <h2 id="contact-form-title">{t('Write to us')}</h2>
          <p className="intro">{t('Send us your question and we will answer by e-mail or by phone.')}</p>
          <MessageForm kind="contact" idPrefix="contact" labelledBy="contact-form-title" />
        </div>
        <ContactInfo />
      </Layout>
    </section>
  );
}
