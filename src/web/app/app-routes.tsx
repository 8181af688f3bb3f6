import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '@web/components/public-layout.tsx';
import { LandingPage } from '@web/features/landing/landing-page.tsx';
import { PageLoader } from '@web/components/page-loader.tsx';

// Everything but the landing page is split away, so `/` downloads only what it shows.
const AuthArea = lazy(() => import('./auth-area.tsx'));
const LoginPage = lazy(() => import('@web/features/auth/login-page.tsx'));
const ForgotPasswordPage = lazy(() => import('@web/features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('@web/features/auth/reset-password-page.tsx'));
const PortalRoutes = lazy(() => import('./portal-routes.tsx'));

const later = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
      </Route>
      <Route element={later(<AuthArea />)}>
        <Route element={<PublicLayout />}>
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route path="login" element={<LoginPage />} />
        <Route path="portal/*" element={<PortalRoutes />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
