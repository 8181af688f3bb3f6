import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { manageBookingRoute } from '@shared/paths.ts';
import { PublicLayout } from '@web/components/public-layout.tsx';
import { PageLoader } from '@web/components/page-loader.tsx';
import { lazyWithReload } from '@web/lib/lazy-with-reload.ts';
import { isSignupOpen } from '@web/lib/signup-availability.ts';

// Every area is split away, so a page downloads only what it shows (a tab left open across a
// deploy reloads onto the new version when it asks for a file the deploy removed). `/` itself
// is served prerendered with a script of its own (src/web/landing-main.tsx); the app renders it
// only after a navigation here, such as an unknown path's redirect.
const LandingDocument = lazyWithReload(() =>
  import('@web/features/landing/landing-document.tsx').then((module) => ({
    default: module.LandingDocument,
  })),
);
const AuthArea = lazyWithReload(() => import('./auth-area.tsx'));
const LoginPage = lazyWithReload(() => import('@web/features/auth/login-page.tsx'));
const ForgotPasswordPage = lazyWithReload(
  () => import('@web/features/auth/forgot-password-page.tsx'),
);
const ResetPasswordPage = lazyWithReload(
  () => import('@web/features/auth/reset-password-page.tsx'),
);
const SignupPage = lazyWithReload(() => import('@web/features/auth/signup-page.tsx'));
const VerifyEmailPage = lazyWithReload(() => import('@web/features/auth/verify-email-page.tsx'));
const InvitationPage = lazyWithReload(() => import('@web/features/auth/invitation-page.tsx'));
const PortalRoutes = lazyWithReload(() => import('./portal-routes.tsx'));
const PublicQueryArea = lazyWithReload(() => import('./public-query-area.tsx'));
const ManageBookingPage = lazyWithReload(
  () => import('@web/features/manage-booking/manage-booking-page.tsx'),
);

const later = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={later(<LandingDocument signupOpen={isSignupOpen()} />)} />
      <Route element={later(<AuthArea />)}>
        <Route element={<PublicLayout />}>
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="invitation" element={<InvitationPage />} />
        </Route>
        <Route path="login" element={<LoginPage />} />
        <Route path="portal/*" element={<PortalRoutes />} />
      </Route>
      <Route element={later(<PublicQueryArea />)}>
        <Route element={<PublicLayout />}>
          <Route path={manageBookingRoute.slice(1)} element={<ManageBookingPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
