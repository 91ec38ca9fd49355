import { BREAKPOINT_PHONE_PX } from '@trilha/shared/constants';
import { widthBelowQuery } from '@trilha/shared/rules/device';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { exchangeAppCode } from '../../api/account';
import { fetchUserLoginInfo, login, renewLoginWithToken } from '../../api/auth';
import { ApiError } from '../../api/client';
import { getSession, setSession, takeOrigin } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { PasswordLinkForm } from './password-link-form';

type Mode = 'login' | 'forgot' | 'firstAccess';

const POSITION = { top: 'justify-start', middle: 'justify-center', bottom: 'justify-end' } as const;

/**
 * The two-step login of spec document 1, section 2: the login name and 'Avançar', then the password
 * and 'Fazer login'; links to the password e-mail forms and to single sign-on.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const app = useTenant();
  const [isSignedInOnEntry] = useState(() => Boolean(getSession()));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isLoginChecked, setIsLoginChecked] = useState(false);
  // A refused single sign-on comes back with `ssoError`.
  const [error, setError] = useState<string | undefined>(() =>
    params.has('ssoError') ? t('auth.ssoFailed') : undefined,
  );
  const [isBusy, setIsBusy] = useState(false);
  const [isAutoLogin, setIsAutoLogin] = useState(() => params.has('token') || params.has('appCode'));
  const passwordRef = useRef<HTMLInputElement>(null);

  const ssoUrl = `/login/sso/${encodeURIComponent(app.bucket)}/${app.idApp}/${app.idCompany}?callback=${encodeURIComponent(
    `${location.origin}/login`,
  )}`;

  // spec 1, 4 "Login" 5 and 7: a token in the address signs in; SAML auto-redirect unless bypassed.
  useEffect(() => {
    // spec 3, 2.10 'Meus Aplicativos': another app of the member sends a single-use code, traded once here.
    const appCode = params.get('appCode');
    if (appCode) {
      exchangeAppCode(appCode, app.idApp)
        .then((answer) => {
          setSession({ ...answer.data, lastTracking: answer.lastTracking });
          navigate('/', { replace: true });
        })
        .catch(() => {
          setIsAutoLogin(false);
          setError(t('account.apps.failed'));
        });
      return;
    }
    const token = params.get('token');
    if (token) {
      const idUser = readTokenSubject(token);
      if (!idUser) {
        setIsAutoLogin(false);
        return;
      }
      renewLoginWithToken(token, idUser, app.idAppType)
        .then((answer) => {
          const origin = takeOrigin();
          setSession({ ...answer.data, lastTracking: [] });
          navigate(origin ?? '/', { replace: true });
        })
        .catch(() => {
          setIsAutoLogin(false);
          setError(t('auth.invalidCredentials'));
        });
      return;
    }
    if (app.hasSamlConfiguration && app.samlConfiguration.autoRedirect && params.get('byPassSSO') !== 'true') {
      window.location.assign(ssoUrl);
    }
  }, [app, navigate, params, ssoUrl, t]);

  useEffect(() => {
    if (isLoginChecked) passwordRef.current?.focus();
  }, [isLoginChecked]);

  // Someone already signed in who opens /login goes home; a fresh login navigates from its handler.
  if (isSignedInOnEntry && !isAutoLogin) return <Navigate to="/" replace />;
  if (isAutoLogin) return <Spinner label={t('auth.signingIn')} showLabel />;

  async function handleUsername(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return setError(t('auth.usernameRequired'));
    setIsBusy(true);
    setError(undefined);
    try {
      await fetchUserLoginInfo({ username: username.trim(), idApp: app.idApp, idCompany: app.idCompany });
      setIsLoginChecked(true);
    } catch {
      setError(t('auth.invalidUser'));
    } finally {
      setIsBusy(false);
    }
  }

  async function handlePassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('auth.passwordRequired'));
    setIsBusy(true);
    setError(undefined);
    try {
      const answer = await login({
        username: username.trim(),
        password,
        idAppType: app.idAppType,
        idApp: app.idApp,
        idCompany: app.idCompany,
      });
      const origin = takeOrigin();
      setSession({ ...answer.data, lastTracking: answer.lastTracking });
      navigate(origin ?? '/', { replace: true });
    } catch (caught) {
      // Offline and rate-limit answers say what happened; any refusal reads the same, whatever the cause.
      setError(caught instanceof ApiError && caught.status !== 401 ? caught.message : t('auth.invalidCredentials'));
      setIsBusy(false);
    }
  }

  const showImage = Boolean(app.loginImage || app.loginImageMobile);
  return (
    <div className="flex min-h-dvh bg-brand-3">
      {showImage ? (
        <picture className="hidden flex-1 md:block">
          {app.loginImageMobile ? (
            <source media={widthBelowQuery(BREAKPOINT_PHONE_PX)} srcSet={app.loginImageMobile} />
          ) : null}
          <img src={app.loginImage ?? app.loginImageMobile ?? ''} alt="" className="h-full w-full object-cover" />
        </picture>
      ) : null}
      <main
        className={`flex w-full flex-col items-center p-4 md:max-w-lg ${POSITION[app.loginPosition]} ${showImage ? '' : 'md:mx-auto'}`}
      >
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md">
          {app.showLoginLogo && app.logo ? (
            <img
              src={app.logo}
              alt={t('auth.logoAlt', { name: app.name })}
              width={180}
              height={48}
              className="mx-auto mb-6 h-12 w-auto"
            />
          ) : null}
          {mode === 'login' ? (
            <>
              <h1 className="mb-4 text-xl font-bold text-ink">{t('auth.title')}</h1>
              <form
                noValidate
                onSubmit={isLoginChecked ? handlePassword : handleUsername}
                className="flex flex-col gap-4"
              >
                <TextField
                  label={t('auth.username')}
                  name="username"
                  autoComplete="username"
                  inputMode="email"
                  autoCapitalize="none"
                  value={username}
                  onChange={(event) => {
                    setUsername(event.target.value);
                    // spec 1, 4 "Login" 4: any edit of the login name resets the checked state.
                    setIsLoginChecked(false);
                    setPassword('');
                    setError(undefined);
                  }}
                  error={isLoginChecked ? undefined : error}
                />
                {isLoginChecked ? (
                  <TextField
                    ref={passwordRef}
                    label={t('auth.password')}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    error={error}
                  />
                ) : null}
                <Button type="submit" disabled={isBusy}>
                  {isLoginChecked ? t('auth.submit') : t('auth.next')}
                </Button>
              </form>
              <nav className="mt-4 flex flex-col items-center gap-1 text-sm" aria-label={t('auth.title')}>
                <Button variant="link" onClick={() => setMode('forgot')}>
                  {t('auth.forgot')}
                </Button>
                <Button variant="link" onClick={() => setMode('firstAccess')}>
                  {t('auth.firstAccess')}
                </Button>
                <Link
                  to="/activate-user"
                  className="px-1 py-2 font-medium text-brand underline-offset-4 hover:underline"
                >
                  {t('auth.activate')}
                </Link>
                {params.get('fromLP') === 'true' && app.landingPage === 1 ? (
                  <Link
                    to="/landing-page"
                    className="px-1 py-2 font-medium text-brand underline-offset-4 hover:underline"
                  >
                    {t('auth.backToLanding')}
                  </Link>
                ) : null}
                {app.hasSamlConfiguration ? (
                  <a className="px-1 py-2 font-medium text-brand underline-offset-4 hover:underline" href={ssoUrl}>
                    {t('auth.sso')}
                  </a>
                ) : null}
              </nav>
            </>
          ) : (
            <PasswordLinkForm
              firstAccess={mode === 'firstAccess'}
              initialUsername={username}
              onBack={() => setMode('login')}
            />
          )}
        </div>
      </main>
    </div>
  );
}

/** The member id inside a JWT, read without verifying (the server verifies it on use). */
function readTokenSubject(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      sub?: string;
    };
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
