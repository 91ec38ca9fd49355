import type { AppDetails } from '@trilha/shared/api/tenant';
import type { AppRow } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { TenantRepository } from './tenant.repository';

/** Resolves the branded app a browser is on. */
export const tenantService = ({ tenantRepository }: { tenantRepository: TenantRepository }) => ({
  /** `POST /app/details`: the app of a bucket or host, as a one-element list (the first is used). */
  async getAppDetails(bucket: string): Promise<AppDetails[]> {
    const app = await tenantRepository.findAppByBucketOrHost(bucket.toLowerCase());
    if (!app) throw new AppError('APP_NOT_FOUND');
    return [toAppDetails(app)];
  },

  /**
   * The address links in e-mails point to: the request's own host when it is one of the app's hosts,
   * otherwise the app's first host, so a forged Host header cannot redirect a reset link.
   */
  async getPublicOrigin(idApp: number, requestHost: string | undefined, protocol: string): Promise<string> {
    const hosts = await tenantRepository.findHosts(idApp);
    const requested = requestHost?.toLowerCase();
    const hostname = requested?.replace(/:\d+$/, '');
    if (requested && hostname && hosts.includes(hostname)) return `${protocol}://${requested}`;
    return `${protocol}://${hosts[0] ?? 'localhost'}`;
  },
});

export type TenantService = ReturnType<typeof tenantService>;

export function toAppDetails(app: AppRow): AppDetails {
  const saml = app.samlConfiguration ? (JSON.parse(app.samlConfiguration) as { autoRedirect?: boolean }) : null;
  return {
    idApp: app.idApp,
    idAppType: app.idAppType === 2 ? 2 : 1,
    idCompany: app.idCompany,
    name: app.name,
    logo: app.logo,
    favIcon: app.favIcon,
    primaryColor: app.primaryColor,
    secondaryColor: app.secondaryColor,
    thirdColor: app.thirdColor,
    bucket: app.bucket,
    companyLogin: app.companyLogin,
    loginImage: app.loginImage,
    loginImageMobile: app.loginImageMobile,
    loginPosition: app.loginPosition === 'top' || app.loginPosition === 'bottom' ? app.loginPosition : 'middle',
    showLoginLogo: app.showLoginLogo ? 1 : 0,
    landingPage: app.landingPage ? 1 : 0,
    landingLogo: app.landingLogo,
    landingPageLocation: app.landingPageLocation,
    landingPageContact: app.landingPageContact,
    lastContentRedirect: app.lastContentRedirect ? 1 : 0,
    hasSamlConfiguration: saml ? 1 : 0,
    samlConfiguration: { autoRedirect: saml?.autoRedirect ? 1 : 0 },
    contentsMenuName: app.contentsMenuName === 'productsAndTrails' ? 'productsAndTrails' : 'contents',
  };
}
