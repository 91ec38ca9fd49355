import { BREAKPOINT_LEARNING_PX } from '@trilha/shared/constants';
import { breadcrumbCrumbs } from '@trilha/shared/rules/breadcrumb';
import { Link } from 'react-router';
import type { Crumb } from '../../hooks/learning-header-context';
import { useTranslation } from '../../i18n';
import { useIsMobileWidth } from '../../ui/hooks/use-mobile';

/**
 * The breadcrumb: titles upper-cased and cut at 25 characters (13 on small screens); on small screens
 * more than 3 levels collapse to first, dots and last (spec 3, 2.10 and 5).
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const small = useIsMobileWidth(BREAKPOINT_LEARNING_PX);
  const shown = breadcrumbCrumbs(crumbs, small);
  return (
    <nav aria-label={t('learning.shell.breadcrumb')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 overflow-hidden whitespace-nowrap text-xs font-semibold tracking-wide">
        {shown.map((crumb, index) => {
          const last = index === shown.length - 1;
          return (
            <li key={crumb.kind === 'dots' ? 'dots' : `${crumb.item.to}-${index}`} className="flex items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="opacity-60">
                  /
                </span>
              ) : null}
              {crumb.kind === 'dots' ? (
                <span aria-hidden="true">...</span>
              ) : last ? (
                <span aria-current="page" title={crumb.item.title}>
                  {crumb.title}
                </span>
              ) : (
                <Link to={crumb.item.to} title={crumb.item.title} className="underline-offset-2 hover:underline">
                  {crumb.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
