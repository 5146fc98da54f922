import styled from 'styled-components';
import { CountUp } from '../components/CountUp';
import { Section } from '../components/PageFrame';
import type { Counter } from '../data/types';

const Figures = styled.dl<{ $count: number }>`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 992px) {
    grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 1.5rem;
    border-radius: var(--radius);
    background: var(--color-surface);
    text-align: center;
  }
  dd {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3rem);
    font-weight: 800;
    color: var(--color-text);
  }
  dt {
    color: var(--color-muted);
    font-weight: 600;
  }
`;

/** Figures that count up once when they scroll into view (spec: 'Featured Case Study'). */
export function CountersSection({ counters, title, sub, id }: { counters: readonly Counter[]; title: string; sub: string; id: string }) {
  return (
    <Section aria-labelledby={id}>
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">{sub}</span>
          <h2 id={id}>{title}</h2>
        </div>
        <Figures $count={counters.length}>
          {counters.map((counter) => (
            <div key={counter.id}>
              <dt>{counter.label}</dt>
              <dd>
                <CountUp value={counter.value} suffix={counter.suffix} />
              </dd>
            </div>
          ))}
        </Figures>
      </div>
    </Section>
  );
}
