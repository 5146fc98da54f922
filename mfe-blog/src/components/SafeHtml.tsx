import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@portal/shared';
import { safeBodyHtml } from '../lib/sanitize';
import { playVideoOnClick, withVideoFacades } from '../lib/video-facades';
import { useFacadeTexts } from '../lib/use-facade-texts';

const Body = styled.div`
  overflow-wrap: anywhere;
  img {
    border-radius: var(--radius);
  }
  table {
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid var(--color-border);
    padding: 0.25rem 0.5rem;
  }
  /* A link alone on its line is no part of a sentence: a 44 px target (contract rules/lone-links.ts);
     so is a video's link before its facade is made (without JavaScript, the whole video). */
  p.lone-link > a,
  figure.video-embed > a,
  .video-caption > a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
  }
  figure.video-embed {
    margin: 1rem 0;
  }
  .video-frame {
    aspect-ratio: 16 / 9;
    border-radius: var(--radius);
    overflow: hidden;
    background: #1b2430;
  }
  .video-frame iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
  /* The placeholder is drawn here: no thumbnail is fetched from the video's site. */
  .video-play {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    width: 100%;
    height: 100%;
    padding: 1rem;
    border: 0;
    background: linear-gradient(135deg, #1b2430, #2f3e52);
    color: #ffffff;
    font: inherit;
    text-align: center;
    cursor: pointer;
  }
  .video-play:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: -6px;
  }
  .video-play-icon {
    width: 4rem;
    height: 4rem;
    border-radius: 50%;
    background: #c62828;
    position: relative;
  }
  .video-play-icon::after {
    content: '';
    position: absolute;
    left: 1.6rem;
    top: 1.2rem;
    border-style: solid;
    border-width: 0.8rem 0 0.8rem 1.3rem;
    border-color: transparent transparent transparent #ffffff;
  }
  .video-play:hover .video-play-icon {
    background: #a31f1f;
  }
  .video-title {
    font-weight: 700;
    font-size: 1.125rem;
  }
  .video-note {
    font-size: 0.875rem;
  }
`;

/**
 * CMS HTML, tidied and sanitised (lib/sanitize), rendered as the article body; its video links
 * become click-to-play facades (lib/video-facades). Tidying needs a DOM: on the server, and while
 * its page hydrates, the body is rendered as the portal server sanitised it for the render
 * (api/src/ssr/page-data.ts: a video is then its plain link), then tidied here.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const texts = useFacadeTexts();
  const clean = useMemo(() => (hydrated ? withVideoFacades(safeBodyHtml(html), texts) : html), [hydrated, html, texts]);
  const play = (event: MouseEvent<HTMLDivElement>) => {
    if (playVideoOnClick(event.target, texts)) event.preventDefault();
  };
  // The clicks are the play buttons' (real buttons, reached and pressed with the keyboard).
  return <Body className={className} onClick={play} dangerouslySetInnerHTML={{ __html: clean }} />;
}
