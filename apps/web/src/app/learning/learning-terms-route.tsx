import { useNavigate } from 'react-router';
import { ResponsibilityTermsPage } from '../../features/account/responsibility-terms-page';
import { logout } from '../logout';

/** `/terms` of the learning app: declining logs out to /login (spec 3, 4.14). */
export function LearningTermsRoute() {
  const navigate = useNavigate();
  return <ResponsibilityTermsPage onDecline={() => logout(navigate)} />;
}
