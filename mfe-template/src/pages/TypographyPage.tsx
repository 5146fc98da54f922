import styled from 'styled-components';
import { PageFrame } from '../components/PageFrame';

// Set at build time; lets an operator (and the architecture tests) tell two builds apart.
const BUILD_STAMP = process.env.PORTAL_BUILD_STAMP;

const Specimen = styled.div`
  max-width: 48rem;
  h2 {
    font-size: 2rem;
  }
  h3 {
    font-size: 1.6rem;
  }
  h4 {
    font-size: 1.3rem;
  }
  h5 {
    font-size: 1.1rem;
  }
  h6 {
    font-size: 1rem;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.5rem 1.25rem;
    border-left: 4px solid var(--color-primary);
    font-size: 1.15rem;
  }
  code {
    background: var(--color-surface);
    padding: 0.1rem 0.35rem;
    border-radius: 4px;
  }
  hr {
    border: 0;
    border-top: 1px solid var(--color-border);
    margin: 2rem 0;
  }
`;

/** Exposed as './TypographyPage': the template's type specimen (static demo content). */
export default function TypographyPage() {
  return (
    <PageFrame title="Typography">
      <div className="container">
        {BUILD_STAMP ? <p className="build-stamp">Build {BUILD_STAMP}</p> : null}
        <Specimen>
          <h2>Heading two</h2>
          <h3>Heading three</h3>
          <h4>Heading four</h4>
          <h5>Heading five</h5>
          <h6>Heading six</h6>
          <hr />
          <p>
            Body text is set for long reading: short lines, generous spacing and enough contrast in both themes. Text can be{' '}
            <strong>strong</strong>, <em>emphasised</em>, <a href="#typography-lists">linked</a>, or contain <code>inline code</code>.
          </p>
          <blockquote>
            <p>A quotation stands apart from the text around it.</p>
          </blockquote>
          <h2 id="typography-lists">Lists</h2>
          <ul>
            <li>Unordered lists group related items.</li>
            <li>Each item starts with a bullet.</li>
          </ul>
          <ol>
            <li>Ordered lists show a sequence.</li>
            <li>Numbers make the order clear.</li>
          </ol>
        </Specimen>
      </div>
    </PageFrame>
  );
}
