import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { RemoteSlot, currentCustomerAtom, siteConfigAtom, up } from '@portal/shared';
import { WhenNearViewport } from '../performance/WhenNearViewport';
import { BannerSlider } from './landing/BannerSlider';
import { ServiceTiles } from './landing/ServiceTiles';
import { HomeSearch } from './landing/HomeSearch';
import { FeaturesSection } from './landing/FeaturesSection';
import { CallToAction } from './landing/CallToAction';
import { EgovButton } from '../layout/EgovButton';
import { FadeIn } from '../motion/FadeIn';
import { useTranslation } from '../i18n';
import { welcomeKey } from './landing/welcome-key';

// Grid items may shrink below their content's width (min-width 0), or the slider's track widens the page.
const Page = styled.div`
  display: grid;
  gap: 3rem;
  .hero {
    display: grid;
    gap: 1.5rem;
    align-items: center;
  }
  > *,
  .hero > * {
    min-width: 0;
  }
  ${up('lg')} {
    .hero {
      grid-template-columns: 2fr 3fr;
    }
  }
  .hero p {
    color: var(--color-muted);
    font-size: 1.1rem;
  }
  .hero .egov-button {
    display: inline-flex;
  }
`;

/** The landing page (spec section 2). */
export function LandingPage() {
  const customer = useAtomValue(currentCustomerAtom);
  const config = useAtomValue(siteConfigAtom)?.config;
  const { t } = useTranslation();
  // The same element between renders, as RemoteSlot asks.
  const newsLoading = useMemo(() => <p role="status">{t('Loading news...')}</p>, [t]);
  return (
    <Page className="container landing">
      <section className="hero" aria-labelledby="landing-title">
        <div>
          <h1 id="landing-title">{customer ? t(welcomeKey(customer.name), { name: customer.name }) : (config?.siteName ?? t('Citizen Portal'))}</h1>
          <p>{config?.siteDescription || t('Procedures, news and online services for citizens.')}</p>
          <EgovButton />
        </div>
        <BannerSlider />
      </section>
      <HomeSearch />
      <ServiceTiles />
      <FadeIn once>
        {/* Below the fold on every screen: the news remote loads as the visitor scrolls towards it. */}
        <WhenNearViewport placeholder={newsLoading}>
          <RemoteSlot widget="blog/HomeBlogSection" loading={newsLoading} />
        </WhenNearViewport>
      </FadeIn>
      <FeaturesSection />
      <CallToAction />
    </Page>
  );
}
