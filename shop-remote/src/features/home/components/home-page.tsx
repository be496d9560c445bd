import { BelowTheFold, PageTitle, Stack } from '@pcb/shared-ui';
import type { ReactNode } from 'react';
import { CustomRequestSection } from './custom-request-section';
import { Hero } from './hero';
import { HowToSteps } from './how-to-steps';
import { WhyUsSection } from './why-us-section';

/**
 * The product grid comes from the products feature; the app passes it in so features stay independent.
 * The hero is the page's largest paint: everything after it is drawn in the pass right after it.
 */
export function HomePage({ productSection }: { productSection: ReactNode }) {
  return (
    <Stack gap={{ base: '12', md: '16' }}>
      <PageTitle page="Home" />
      <Stack gap={{ base: '10', md: '12' }}>
        <Hero />
        <BelowTheFold>
          <HowToSteps />
        </BelowTheFold>
      </Stack>
      <BelowTheFold>
        {productSection}
        <CustomRequestSection />
        <WhyUsSection />
      </BelowTheFold>
    </Stack>
  );
}
