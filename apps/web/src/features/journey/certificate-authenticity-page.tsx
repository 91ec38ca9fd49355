import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { publicKeys } from '../../api/content-keys';
import { fetchCertificateAuthenticity } from '../../api/learning-journey';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';
import { hoursOf } from './certificates-tab';
import { dayOf } from './journey-ui';

/**
 * `/certificate-authenticity/:authenticityID` (spec 3, 2.9): public, opened from a certificate's QR code;
 * shows who completed what and when, with the token, or 'Certificado não encontrado.'
 */
export function CertificateAuthenticityPage() {
  const { t } = useTranslation();
  const app = useTenant();
  const { authenticityID = '' } = useParams();
  const query = useQuery({
    queryKey: publicKeys.certificateAuthenticity(authenticityID),
    queryFn: () => fetchCertificateAuthenticity(authenticityID),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const certificate = query.data?.certificate;

  return (
    <div className="min-h-dvh bg-gray-50 text-ink">
      <header className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2 shadow-sm">
        {app.logo ? (
          <img
            src={app.logo}
            alt={t('auth.logoAlt', { name: app.name })}
            width={150}
            height={40}
            className="h-10 w-auto"
          />
        ) : (
          <span className="text-lg font-bold">{app.name}</span>
        )}
        <Link to="/login" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('landing.login')}
        </Link>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">{t('journey.authenticity.title')}</h1>
        {query.isPending ? (
          <Spinner label={t('common.loading')} showLabel />
        ) : !certificate ? (
          <MessagePanel title={t('journey.authenticity.notFound')} tone="error" />
        ) : (
          <section
            aria-labelledby="certificate-valid"
            className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
          >
            <p id="certificate-valid" className="flex items-center gap-2 text-lg font-bold text-success">
              <span aria-hidden="true">✓</span>
              {t('journey.authenticity.valid')}
            </p>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Fact label={t('journey.authenticity.username')} value={certificate.username} />
              <Fact label={t('journey.authenticity.training')} value={certificate.title} />
              <Fact label={t('journey.authenticity.startDate')} value={dayOf(certificate.startDate)} />
              <Fact label={t('journey.authenticity.finishDate')} value={dayOf(certificate.finishDate)} />
              <Fact label={t('journey.authenticity.progress')} value={`${certificate.progress}%`} />
              {certificate.workload ? (
                <Fact label={t('journey.authenticity.workload')} value={hoursOf(certificate.workload) ?? ''} />
              ) : null}
              <Fact label={t('journey.authenticity.token')} value={certificate.token} mono className="sm:col-span-2" />
            </dl>
            <p className="text-sm text-muted">
              {t('journey.authenticity.issuer', { company: certificate.companyName })}
            </p>
          </section>
        )}
      </main>
    </div>
  );
}

function Fact({
  label,
  value,
  mono = false,
  className = '',
}: {
  label: string;
  value: string;
  mono?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`font-semibold break-all ${mono ? 'font-mono text-sm' : ''}`}>{value}</dd>
    </div>
  );
}
