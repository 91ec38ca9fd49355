import {
  BREAKPOINT_LEARNING_PX,
  BREAKPOINT_PHONE_PX,
  HEADER_ACTIVE_SCROLL_PX,
  HEADER_SEARCH_MAX_LENGTH,
} from '@trilha/shared/constants';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useGoBack } from '../../hooks/go-back';
import { useHeaderState } from '../../hooks/learning-header-context';
import { useTranslation } from '../../i18n';
import { logout } from '../../lib/logout';
import { useTenant } from '../../lib/tenant';
import { useIsMobileWidth } from '../../ui/hooks/use-mobile';
import { BackIcon, CloseIcon, MenuIcon, SearchIcon } from '../../ui/icons';
import { Breadcrumb } from './breadcrumb';

/**
 * The learning header (spec 3, 2.10): menu button, back or close control, logo (a link except on the
 * home), breadcrumb, search box (Enter opens /searchResult/:text), avatar menu and the page's actions.
 */
/** The avatar menu and its dropdown library load just after the header paints. */
const AvatarMenu = lazy(async () => ({ default: (await import('./avatar-menu')).AvatarMenu }));
/** The plan button and modals (spec 3, 4.10) load after the header paints, with their own chunk. */
const PlanEntry = lazy(async () => ({ default: (await import('../../features/plans/plan-entry')).PlanEntry }));

export function LearningHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const app = useTenant();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const location = useLocation();
  const state = useHeaderState();
  const wide = !useIsMobileWidth(BREAKPOINT_LEARNING_PX);
  const [searchOpen, setSearchOpen] = useState(false);
  const [active, setActive] = useState(false);
  const isHome = location.pathname === '/' || location.pathname === '/home';

  useEffect(() => {
    const onScroll = () => setActive(window.scrollY > HEADER_ACTIVE_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const mode = state.mode ?? (isHome ? 'home' : 'back');
  // On a phone the plan button leaves the first row to the logo and the search: it goes to a second row.
  const isPhone = useIsMobileWidth(BREAKPOINT_PHONE_PX);
  // On a phone the open search takes the whole first row.
  const isSearchFull = searchOpen && !wide;
  const logo = app.logo ? (
    <img
      src={app.logo}
      alt={app.name}
      width={120}
      height={32}
      className="h-8 w-auto min-w-0 max-w-full object-contain object-left"
    />
  ) : (
    <span className="truncate font-bold">{app.name}</span>
  );
  const planEntry = (
    <Suspense fallback={null}>
      <PlanEntry onLogout={() => logout(navigate)} placement={isPhone ? 'strip' : 'header'} />
    </Suspense>
  );
  const hasSecondRow = Boolean(state.crumbs) || isPhone;

  return (
    <header className={`sticky top-0 z-40 bg-brand text-on-brand transition-shadow ${active ? 'shadow-lg' : 'shadow'}`}>
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-2">
        {isSearchFull ? null : (
          <>
            <button
              type="button"
              onClick={onOpenMenu}
              className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
              aria-label={t('learning.shell.openMenu')}
            >
              <MenuIcon className="size-6" />
            </button>
            {mode === 'back' ? (
              <button
                type="button"
                onClick={() => goBack('/')}
                className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
                aria-label={t('learning.shell.back')}
              >
                <BackIcon className="size-6" />
              </button>
            ) : mode === 'close' ? (
              <Link
                to={state.closeTo ?? '/'}
                className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
                aria-label={t('learning.shell.close')}
              >
                <CloseIcon className="size-6" />
              </Link>
            ) : null}
            {/* The logo gives way (never overlaps) when the row is short of room. */}
            <div className="flex min-w-0 shrink items-center overflow-hidden">
              {isHome ? (
                <span className="flex min-w-0 items-center rounded bg-white/95 px-2 py-1">{logo}</span>
              ) : (
                <Link
                  to="/"
                  aria-label={t('learning.shell.logoHome')}
                  className="flex min-w-0 items-center rounded bg-white/95 px-2 py-1"
                >
                  {logo}
                </Link>
              )}
            </div>
            <div className="min-w-2 flex-1" />
            {state.actions && wide ? <div className="flex shrink-0 items-center gap-1">{state.actions}</div> : null}
          </>
        )}
        <HeaderSearch wide={wide} open={searchOpen} onOpenChange={setSearchOpen} />
        {isPhone ? null : planEntry}
        <div className={isSearchFull ? 'hidden' : 'shrink-0'}>
          <Suspense fallback={<span aria-hidden="true" className="ml-1 block size-11" />}>
            <AvatarMenu />
          </Suspense>
        </div>
      </div>
      {hasSecondRow ? (
        <div className="mx-auto flex min-h-6 max-w-6xl items-center gap-2 px-4 pb-2 empty:hidden">
          <div className="min-w-0 flex-1">
            {state.crumbs && state.crumbs.length > 0 ? <Breadcrumb crumbs={state.crumbs} /> : null}
          </div>
          {isPhone ? planEntry : null}
        </div>
      ) : null}
      {state.actions && !wide ? (
        <div className="flex items-center justify-end gap-1 border-t border-white/15 px-2">{state.actions}</div>
      ) : null}
    </header>
  );
}

function HeaderSearch({
  wide,
  open,
  onOpenChange,
}: {
  wide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open && !wide) input.current?.focus();
  }, [open, wide]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(true);
      return;
    }
    setError(false);
    onOpenChange(false);
    navigate(`/searchResult/${encodeURIComponent(value)}`);
  };
  if (!wide && !open) {
    return (
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        className="flex size-11 items-center justify-center rounded-full hover:bg-black/10"
        aria-label={t('learning.shell.searchOpen')}
      >
        <SearchIcon className="size-6" />
      </button>
    );
  }
  return (
    <>
      {wide ? null : (
        <button
          type="button"
          onClick={() => {
            setError(false);
            onOpenChange(false);
          }}
          className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
          aria-label={t('learning.shell.searchClose')}
        >
          <BackIcon className="size-6" />
        </button>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself, as browsers without <search> expect. */}
      <form role="search" onSubmit={submit} className={`flex min-w-0 items-center ${wide ? 'w-64' : 'flex-1'}`}>
        <label htmlFor={id} className="sr-only">
          {t('learning.shell.searchLabel')}
        </label>
        <div className="relative w-full">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={HEADER_SEARCH_MAX_LENGTH}
            ref={input}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !wide) onOpenChange(false);
            }}
            placeholder={t('learning.shell.searchPlaceholder')}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-10 w-full rounded-full border-0 bg-white pl-4 pr-10 text-sm text-ink placeholder:text-muted"
          />
          <button
            type="submit"
            className="absolute right-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted"
            aria-label={t('learning.shell.searchLabel')}
          >
            <SearchIcon />
          </button>
          {error ? (
            <p
              id={`${id}-error`}
              role="alert"
              className="absolute left-2 top-11 rounded bg-white px-2 py-1 text-xs text-danger shadow"
            >
              {t('learning.shell.searchRequired')}
            </p>
          ) : null}
        </div>
      </form>
    </>
  );
}
