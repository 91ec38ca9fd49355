import { ErrorScreen } from '../../ui/error-screen';

/** Any unknown path: 'PÁGINA NÃO ENCONTRADA.' with the footer hidden (spec 3, 2.1) and a way back. */
export function LearningNotFoundPage() {
  return <ErrorScreen kind="notFound" />;
}
