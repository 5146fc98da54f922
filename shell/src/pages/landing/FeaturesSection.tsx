import styled from 'styled-components';
import { up } from '@portal/shared';
import { FadeIn } from '../../motion/FadeIn';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: 1.25rem;
    border-radius: var(--radius);
    border: 1px solid var(--color-border);
  }
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
`;

const FEATURES = [
  { title: 'Sin colas', text: 'Inicie sus trámites desde casa, a cualquier hora y desde cualquier dispositivo.' },
  { title: 'Requisitos claros', text: 'Cada trámite indica sus requisitos y su costo antes de comenzar.' },
  { title: 'Seguimiento', text: 'Consulte el estado de sus solicitudes en Gobierno Electrónico.' },
  { title: 'Certificados verificables', text: 'Valide en línea los certificados emitidos por la alcaldía.' },
];

/** The features section of the landing page. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="features">
      <h2 id="features-title">Un municipio más cerca de usted</h2>
      <FadeIn>
        <Grid>
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </Grid>
      </FadeIn>
    </section>
  );
}
