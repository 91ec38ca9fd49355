import { sectionPath } from '@trilha/shared/rules/slug';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../api/session';

/**
 * Whether this tab has an earlier page of the app to go back to. The router numbers the entries it
 * pushes (`history.state.idx`); a link opened in a new tab, from an e-mail or a chat, starts at 0, and
 * `history.length` cannot tell (it counts the pages of other sites the tab showed before).
 */
export function hasAppHistory(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}

/**
 * Goes back one page in the app, or, when the page was opened directly (a deep link in a new tab, an
 * installed app started on it), to `fallback` (the section it belongs to, or the home) instead of
 * leaving the app for the browser's blank page.
 */
export function useGoBack(): (fallback?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (fallback = '/') => {
      if (hasAppHistory()) navigate(-1);
      else navigate(fallback, { replace: true });
    },
    [navigate],
  );
}

/**
 * The address of a menu section of the member's app (`/{slug}/{idSection}`), or the home when the section
 * is not in their menu: where a content screen opened directly goes back to.
 */
export function useSectionHref(idSection: number | null | undefined): string {
  const session = useSession();
  const section = idSection ? session?.design.find((entry) => entry.idSection === idSection) : undefined;
  return section?.idSection ? sectionPath({ text: section.text, idSection: section.idSection }) : '/';
}
