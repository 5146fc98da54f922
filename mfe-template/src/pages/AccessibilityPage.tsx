import { Link, formatDate, siteConfigAtom } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { PageFrame } from '../components/PageFrame';
import { i18nKey, useTranslation } from '../i18n';
import { pages } from '@portal/pages';

// When the statement was last checked against the site, and how. Change it with every review: the
// page says it, and a statement that is not kept up to date misleads.
const LAST_REVIEW = '2026-11-27';

// What the site's own tests check on every build (docs/testing.md: the route sweep and the journeys).
const CHECKS = [
  i18nKey('Every page of the portal is checked with an automatic tool (axe) in a real browser, in the light and the dark theme.'),
  i18nKey('Every page is checked at widths from 320 pixels: nothing needs scrolling sideways, no text is cut off, and buttons and links are at least 44 pixels tall.'),
  i18nKey('Forms have visible labels, and an error is shown next to its field, in words.'),
  i18nKey('The portal is in Spanish and English, and each page says which language it is in.'),
  i18nKey('The home page banners can be paused, and animations stop when your device asks for reduced motion.'),
  i18nKey("A certificate's verdict is told by an icon and words, never by colour alone."),
];

// What is known not to meet WCAG 2.2 AA, or has not been checked. Say it plainly.
const LIMITS = [
  i18nKey('Documents the city attaches to its pages and news (PDF files, spreadsheets) are not checked when they are published and may not be accessible.'),
  i18nKey('Pictures in the news have the story title as their text alternative, not a description of what they show.'),
  i18nKey('Videos published with the news do not always have captions or a transcript.'),
  i18nKey('The automatic checks find only part of the problems: the portal has not yet been evaluated with people who use screen readers or other assistive technology, nor audited by an outside expert.'),
];

const Body = styled.div`
  max-width: 50rem;
  section {
    margin-top: 2rem;
  }
  h2 {
    font-size: 1.35rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
  .report a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** /accesibilidad: the accessibility statement (WCAG 2.2 AA status, known limits, how to report a barrier, last review). */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  const site = useAtomValue(siteConfigAtom)?.config.siteName?.trim() || t('This portal');
  return (
    <PageFrame title={t('Accessibility statement')}>
      <div className="container">
        <Body>
          <p>{t('{{site}} wants everyone to be able to find information and do their procedures here: with a screen reader, with the keyboard alone, with enlarged text or on a phone.', { site })}</p>
          <section aria-labelledby="accessibility-status">
            <h2 id="accessibility-status">{t('Conformance status')}</h2>
            <p>{t('This portal is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA.')}</p>
            <p>{t('Partially conformant means that some parts of the content do not yet meet every criterion. The ones we know of are listed below.')}</p>
          </section>
          <section aria-labelledby="accessibility-checks">
            <h2 id="accessibility-checks">{t('How we check it')}</h2>
            <ul>
              {CHECKS.map((check) => (
                <li key={check}>{t(check)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="accessibility-limits">
            <h2 id="accessibility-limits">{t('Known limits')}</h2>
            <ul>
              {LIMITS.map((limit) => (
                <li key={limit}>{t(limit)}</li>
              ))}
            </ul>
            <p>{t('If you need a document or a video in another format, ask for it with the contact form.')}</p>
          </section>
          <section aria-labelledby="accessibility-report" className="report">
            <h2 id="accessibility-report">{t('Report a barrier')}</h2>
            <p>{t('If something on this portal keeps you from finding information or doing a procedure, tell us: write the address of the page, what you were trying to do, and the device or assistive technology you use. You will get a reference number to follow your message.')}</p>
            <p>
              <Link to={pages.contact.href()}>{t('Write to the city hall')}</Link>
            </p>
            <p>{t('You can also be attended in person at the municipal offices.')}</p>
          </section>
          <section aria-labelledby="accessibility-review">
            <h2 id="accessibility-review">{t('Last review')}</h2>
            <p>
              {t('This statement was last reviewed on')}{' '}
              <time dateTime={LAST_REVIEW}>{formatDate(`${LAST_REVIEW}T12:00:00Z`, 'UTC')}</time>
              {t(', by the portal team (a self-assessment).')}
            </p>
          </section>
        </Body>
      </div>
    </PageFrame>
  );
}
