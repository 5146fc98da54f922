import { Link, currentCustomerAtom, siteConfigAtom, up } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { SocialLinks } from './SocialLinks';
import { NewsletterForm } from './NewsletterForm';

const Bar = styled.footer`
  margin-top: 2rem;
  background: var(--color-surface);
  border-top: 1px solid var(--color-border);
  padding-block: 2.5rem 1rem;
  .footer-grid {
    display: grid;
    gap: 2rem;
  }
  ${up('md')} {
    .footer-grid {
      grid-template-columns: 2fr repeat(3, 1fr);
    }
  }
  h2 {
    font-size: 1.1rem;
  }
  ul.footer-links {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .placeholder-link {
    color: var(--color-text);
  }
  .soon {
    color: var(--color-muted);
    font-size: 0.8rem;
    margin-left: 0.35rem;
  }
  .newsletter-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .newsletter-row input {
    flex: 1 1 12rem;
  }
  .newsletter-notice {
    min-height: 1.6em;
    color: var(--color-muted);
  }
  .social-links {
    margin-bottom: 1.5rem;
  }
  .copyright {
    margin: 2rem 0 0;
    padding-top: 1rem;
    border-top: 1px solid var(--color-border);
    color: var(--color-muted);
    font-size: 0.9rem;
    text-align: center;
  }
`;

type FooterLink = { label: string; to?: string };

// Spec section 2. Entries without `to` have no destination yet: shown as text, not as dead links.
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Servicios',
    links: [{ label: 'Trámites', to: '/procedures' }, { label: 'Solicitud de Ayudas' }, { label: 'Denuncias' }, { label: 'Validar Certificados' }],
  },
  {
    title: 'Recursos',
    links: [{ label: 'Uso del sistema' }, { label: 'Guía de usuario' }, { label: 'Marco Legal' }],
  },
  {
    title: 'Soporte',
    links: [
      { label: 'Contacto', to: '/contact' },
      { label: 'Política de privacidad', to: '/privacy-policy' },
      { label: 'Términos de uso', to: '/terms-use' },
    ],
  },
];

/** Site footer (spec section 2): social icons, newsletter, three link columns, copyright of the current year. */
export function Footer() {
  const customer = useAtomValue(currentCustomerAtom);
  const siteName = useAtomValue(siteConfigAtom)?.config.siteName;
  const owner = customer?.name ?? siteName ?? 'Portal Ciudadano';
  return (
    <Bar className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div>
            <SocialLinks label="Redes sociales del municipio" />
            <NewsletterForm />
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`}>{column.title}</h2>
              <ul className="footer-links">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.to ? (
                      <Link to={link.to}>{link.label}</Link>
                    ) : (
                      <>
                        <span className="placeholder-link">{link.label}</span>
                        <span className="soon">(próximamente)</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="copyright">
          © {new Date().getFullYear()} {owner}. Todos los derechos reservados.
        </p>
      </div>
    </Bar>
  );
}
