import { useQuery } from '@tanstack/react-query';
import { fetchFeature, fetchHasEnrollmentRequests, fetchIsInCampaign } from '../api/learning';
import { learningKeys } from '../api/learning-keys';
import { campaignKeys, featureKeys } from '../api/query-keys';
import { useSession } from '../api/session';

/**
 * The conditions of the side and avatar menus (spec 3, 2.10): enrollment requests, campaign
 * participation and the company's features. A feature the server does not offer counts as off.
 */
export function useShellFlags() {
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  const hasRequests = useQuery({
    queryKey: learningKeys.hasEnrollmentRequests(idUser),
    queryFn: () => fetchHasEnrollmentRequests(idUser).then((answer) => answer.hasEnrollmentRequests),
    enabled: idUser > 0,
  });
  const inCampaign = useQuery({
    queryKey: campaignKeys.userIsIn(),
    queryFn: fetchIsInCampaign,
    enabled: idUser > 0,
  });
  const externalCourses = useQuery({
    queryKey: featureKeys.feature('EXTERNAL_COURSES'),
    queryFn: () => fetchFeature('EXTERNAL_COURSES'),
  });
  const contactUs = useQuery({
    queryKey: featureKeys.feature('CONTACT_US'),
    queryFn: () => fetchFeature('CONTACT_US'),
  });
  const info = session?.loginInfo;
  return {
    hasEnrollmentRequests: hasRequests.data === true,
    inCampaign: inCampaign.data === true,
    externalCourses: externalCourses.data === true,
    contactUs: contactUs.data === true,
    onboarding: Boolean(info?.onBoardScreen && info.onBoardUrl),
    isAdmin: (info?.admin ?? 0) > 0,
    /** A manager who is not an administrator: the console opens on their team's reports. */
    isTeamManager: (info?.admin ?? 0) === 0 && info?.managesTeam === 1,
    canAccessSupport: (info?.admin ?? 0) > 0 && info?.canAccessSupport === 1,
    /** The conditional entries are known (each answered, or failed and counts as off). */
    isLoaded: !hasRequests.isPending && !inCampaign.isPending && !externalCourses.isPending,
  };
}

/** The address of another app of the member ('Meus Aplicativos'), on this site's scheme and port. */
export function appAddress(domain: string): string {
  const { protocol, hostname, port } = window.location;
  const suffix = port ? `:${port}` : '';
  if (domain.includes('.')) return `${protocol}//${domain}${suffix}`;
  const base = hostname.split('.').slice(1).join('.') || hostname;
  return `${protocol}//${domain}.${base}${suffix}`;
}
