import { CompanySection } from './company-section.tsx';
import { DemoSection } from './demo-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { IntegrationsSection } from './integrations-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { PricingSection } from './pricing-section.tsx';
import { SolutionsSection } from './solutions-section.tsx';
import { StepsSection } from './steps-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/**
 * The public landing page: the ten sections of the specification, in its order.
 * `signupOpen`: SIGNUP, which the page is built for (see src/shared/signup-availability.ts).
 */
export function LandingPage({ signupOpen }: { signupOpen: boolean }) {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StepsSection />
      <SolutionsSection />
      <PricingSection signupOpen={signupOpen} />
      <IntegrationsSection />
      <TestimonialsSection />
      <CompanySection />
      <DemoSection />
      <LandingFooter />
    </>
  );
}
