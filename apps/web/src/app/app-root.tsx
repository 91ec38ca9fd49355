import { Outlet } from 'react-router';
import { ScrollMemory } from './scroll-memory';
import { useServiceWorkerUpdate } from './service-worker';
import { UpdateNotice } from './update-notice';

/** The root of every route: behaviours that hold on every screen, public or signed in. */
export function AppRoot() {
  const { isUpdateWaiting, update } = useServiceWorkerUpdate();
  return (
    <>
      <ScrollMemory />
      <Outlet />
      <UpdateNotice isUpdateWaiting={isUpdateWaiting} onUpdate={update} />
    </>
  );
}
