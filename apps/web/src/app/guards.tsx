import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';

/** Signed-in area: signed-out visitors (including after a 401 cleared the session) go to /login. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Sign-in, registration and password recovery: signed-in users go to /dashboard. */
export function PublicOnly() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
