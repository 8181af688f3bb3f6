import { PortalLoginButton } from '@web/components/portal-login-button.tsx';
import { PublicFrame } from '@web/components/public-frame.tsx';
import { Island } from './island.tsx';
import { LandingPage } from './landing-page.tsx';
import { SectionLinks } from './section-links.tsx';
import { SectionMenu } from './section-menu.tsx';

/**
 * `/` as served: the landing page in the public frame. Its links are plain page loads, since
 * the prerendered page runs the landing's own small script, not the app and its router.
 */
export function LandingDocument({ signupOpen }: { signupOpen: boolean }) {
  return (
    <PublicFrame
      links={<SectionLinks />}
      login={
        <>
          <Island name="portal-login">
            <PortalLoginButton />
          </Island>
          <Island name="section-menu">
            <SectionMenu />
          </Island>
        </>
      }
    >
      <LandingPage signupOpen={signupOpen} />
    </PublicFrame>
  );
}
