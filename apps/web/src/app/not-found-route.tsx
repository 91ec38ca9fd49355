import { ErrorScreen } from '../ui/error-screen';

/** Any address the app does not have: 'PÁGINA NÃO ENCONTRADA.' with a way back (spec 3, 2.1). */
export function NotFoundRoute() {
  return <ErrorScreen kind="notFound" />;
}
