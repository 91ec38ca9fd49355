import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUser } from '@trilha/shared/api/users';
import { accountKeys } from '../../api/query-keys';
import { getSession, setSession, useSession } from '../../api/session';
import { fetchUser } from '../../api/users';

/** The member's own profile from `GET /users/:id`. */
export function useProfile() {
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  return useQuery({
    queryKey: accountKeys.profile(idUser),
    queryFn: async ({ signal }) => (await fetchUser(idUser, signal)).user,
    enabled: idUser > 0,
  });
}

/** Puts a saved profile in the cache and in the stored session (name, photo, communications). */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (user: ProfileUser) => {
    queryClient.setQueryData(accountKeys.profile(user.idUser), user);
    const session = getSession();
    if (session) {
      setSession({
        ...session,
        loginInfo: {
          ...session.loginInfo,
          name: user.name,
          photo: user.photo,
          communicationAccepted: user.communicationAccepted,
        },
      });
    }
  };
}
