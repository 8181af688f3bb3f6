import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '@web/components/public-layout.tsx';
import { PageLoader } from '@web/components/page-loader.tsx';
import { isSignupOpen } from '@web/lib/signup-availability.ts';

// Every area is split away, so a page downloads only what it shows. `/` itself is served
// prerendered with a script of its own (src/web/landing-main.tsx); the app renders it only
// after a navigation here, such as an unknown path's redirect.
const LandingDocument = lazy(() =>
  import('@web/features/landing/landing-document.tsx').then((module) => ({
    default: module.LandingDocument,
  })),
);
const AuthArea = lazy(() => import('./auth-area.tsx'));
const LoginPage = lazy(() => import('@web/features/auth/login-page.tsx'));
const ForgotPasswordPage = lazy(() => import('@web/features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('@web/features/auth/reset-password-page.tsx'));
const SignupPage = lazy(() => import('@web/features/auth/signup-page.tsx'));
const VerifyEmailPage = lazy(() => import('@web/features/auth/verify-email-page.tsx'));
const PortalRoutes = lazy(() => import('./portal-routes.tsx'));

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
        </Route>
        <Route path="login" element={<LoginPage />} />
        <Route path="portal/*" element={<PortalRoutes />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
