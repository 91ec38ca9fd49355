import { Navigate } from 'react-router';

/** `/level` without an enrollment has nothing to show: back to the home. */
export function RedirectHome() {
  return <Navigate to="/" replace />;
}
