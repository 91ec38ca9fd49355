import { Outlet } from 'react-router';
import { ScrollMemory } from './scroll-memory';

/** The root of every route: behaviours that hold on every screen, public or signed in. */
export function AppRoot() {
  return (
    <>
      <ScrollMemory />
      <Outlet />
    </>
  );
}
