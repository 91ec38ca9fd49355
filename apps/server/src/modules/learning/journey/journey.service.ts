import { randomBytes } from 'node:crypto';
import type {
  AttachmentsResponse,
  CertificateAuthenticityResponse,
  CertificateRequest,
  FeatureResponse,
  HistoryEntry,
  HistoryResponse,
} from '@trilha/shared/api/learning-journey';
import { ATTACHMENT_TYPES } from '@trilha/shared/constants';
import { canDownloadCertificate, certificateFileName } from '@trilha/shared/rules/journey';
import { deriveEnrollmentStatus } from '@trilha/shared/rules/learning-status';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { EventOutcome, LearningEvent } from '../../learning-events/learning-events.service';
import { isUniqueViolation } from '../enrollment/enrollment.repository';
import { renderCertificatePdf } from './certificate-pdf';
import type { JourneyRepository } from './journey.repository';

/** The names the 'Anexos' drawer shows for each attachment type (document 3, 9). */
const ATTACHMENT_TYPE_NAMES: Record<number, string> = {
  1: 'PDF',
  2: 'Apresentação',
  3: 'Planilha',
  4: 'Documento',
  5: 'Imagem',
  6: 'Áudio',
  7: 'Vídeo',
};

const flagOf = (value: number | boolean | null | undefined) => (value ? (1 as const) : (0 as const));

/** History, certificates and their authenticity, company features and class attachments (spec 3, 2.8 to 2.10). */
export const journeyService = ({
  journeyRepository,
  recordEvent = null,
  clock,
}: {
  journeyRepository: JourneyRepository;
  /** Records a learning event (modules/learning-events): a certificate issued may earn campaign points. */
  recordEvent?: ((event: LearningEvent) => Promise<EventOutcome>) | null;
  clock: Clock;
}) => {
  return {
    /** `GET /learning/students/:idUser/history`: every enrollment of the member; only certifiable ones when asked. */
    async getHistory(auth: AuthContext, idUser: number, onlyWithCertificate: boolean): Promise<HistoryResponse> {
      requireOwnUser(auth, idUser);
      const now = clock.now();
      const rows = await journeyRepository.findHistory(auth.idCompany, idUser);
      const history: HistoryEntry[] = rows.map((row) => {
        const enrollmentStatus = deriveEnrollmentStatus(row, { finalDate: row.teamFinalDate }, now);
        return {
          idEnrollment: row.idEnrollment,
          idNodeEnrollment: row.idNodeEnrollment ?? null,
          idContentItem: null,
          idCertificate: row.idCertificate,
          nodeCode: row.nodeCode,
          title: row.title,
          teamName: row.teamName,
          enrollmentStatus,
          nodeStatus: row.nodeStatus,
          progress: row.progress,
          grade: null,
          startDate: row.startDate,
          finishDate: row.finishDate,
          validityDate: row.validityDate,
          workload: row.workload,
          allowAccessUponCompletion: flagOf(row.allowAccessUponCompletion),
          canDownloadCertificate: flagOf(
            row.idNodeEnrollment !== null &&
              canDownloadCertificate({ enrollmentStatus, idCertificate: row.idCertificate }),
          ),
        };
      });
      if (!onlyWithCertificate) return { success: true, history };
      // Certificates also list the completed child pages of classes that certify children.
      const children = await journeyRepository.findCertifiableChildPages(auth.idCompany, idUser);
      const childEntries: HistoryEntry[] = children
        .filter((child) =>
          canDownloadCertificate({
            enrollmentStatus: child.status,
            idCertificate: child.idCertificate,
            child: { enableCertificateForChildren: 1, status: child.status, progress: child.progress },
          }),
        )
        .map((child) => ({
          idEnrollment: child.idEnrollment,
          idNodeEnrollment: child.idNodeEnrollment,
          idContentItem: null,
          idCertificate: child.idCertificate,
          nodeCode: child.nodeCode,
          title: child.title,
          teamName: child.teamName,
          enrollmentStatus: deriveEnrollmentStatus(child, null, now),
          nodeStatus: child.nodeStatus,
          progress: child.progress,
          grade: null,
          startDate: child.startDate,
          finishDate: child.finishDate,
          validityDate: child.validityDate,
          workload: child.workload,
          allowAccessUponCompletion: flagOf(child.allowAccessUponCompletion),
          canDownloadCertificate: 1,
        }));
      return {
        success: true,
        history: [...history.filter((entry) => entry.canDownloadCertificate === 1), ...childEntries],
      };
    },

    /**
     * `POST /certificate`: the member's certificate as a PDF, issued once per completed enrollment (or child
     * page) with an unguessable authenticity id that its QR code opens. `earnPoints`: the campaign points its
     * first issue earned (the learning event CERTIFICATE_ISSUED); 0 on every later download.
     */
    async generateCertificate(
      auth: AuthContext,
      body: CertificateRequest,
      site: { host: string | undefined; protocol: string },
    ): Promise<{ pdf: Uint8Array; fileName: string; earnPoints: number }> {
      requireOwnUser(auth, body.idUser);
      // The QR code opens the app the member downloaded from (one of its hosts), else the app's main address.
      const hosts = await journeyRepository.findAppHosts(auth.idApp);
      const requested = site.host?.toLowerCase();
      const siteOrigin =
        requested && hosts.includes(requested.replace(/:\d+$/, ''))
          ? `${site.protocol}://${requested}`
          : `${site.protocol}://${hosts[0] ?? 'localhost'}`;
      const now = clock.now();
      const subject = await journeyRepository.findCertificateSubject(
        auth.idCompany,
        auth.idUser,
        body.idEnrollment,
        body.idNodeEnrollment ?? undefined,
      );
      if (!subject) throw new AppError('NOT_FOUND');
      const enrollmentStatus = deriveEnrollmentStatus(subject, { finalDate: subject.teamFinalDate }, now);
      const isChild = subject.idParentNodeEnrollment !== null;
      const allowed = canDownloadCertificate({
        enrollmentStatus,
        idCertificate: subject.idCertificate,
        child: isChild
          ? {
              enableCertificateForChildren: flagOf(subject.enableCertificateForChildren),
              status: subject.nodeEnrollmentStatus,
              progress: subject.nodeEnrollmentProgress,
            }
          : null,
      });
      if (!allowed) throw new AppError('CERTIFICATE_NOT_AVAILABLE');

      let earnPoints = 0;
      let certificate = await journeyRepository.findCertificateOfNodeEnrollment(
        auth.idCompany,
        subject.idNodeEnrollment,
      );
      if (!certificate) {
        const values = {
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idEnrollment: subject.idEnrollment,
          idNodeEnrollment: subject.idNodeEnrollment,
          // 128 random bits: the address of a public page must not be guessable.
          authenticityId: randomBytes(16).toString('hex'),
          title: subject.title,
          username: await journeyRepository.findUserName(auth.idCompany, auth.idUser),
          workload: subject.workload,
          startDate: isChild ? subject.nodeStartDate : (subject.startDate ?? subject.nodeStartDate),
          finishDate: (isChild ? subject.nodeFinishDate : subject.finishDate) ?? now.toISOString(),
          progress: isChild ? subject.nodeEnrollmentProgress : Math.max(subject.progress, 100),
          createdAt: now.toISOString(),
        };
        let issued = false;
        try {
          await journeyRepository.insertCertificate(values);
          issued = true;
        } catch (error) {
          // Two downloads at once: the other one issued it.
          if (!isUniqueViolation(error)) throw error;
        }
        if (issued && recordEvent) {
          const outcome = await recordEvent({
            type: 'CERTIFICATE_ISSUED',
            idCompany: auth.idCompany,
            idUser: auth.idUser,
            element: { kind: 'NODE', id: subject.idNode, title: subject.title },
            idEnrollment: subject.idEnrollment,
          });
          earnPoints = outcome.earnPoints;
        }
        certificate = await journeyRepository.findCertificateOfNodeEnrollment(auth.idCompany, subject.idNodeEnrollment);
        if (!certificate) throw new AppError('INTERNAL');
      }
      const pdf = await renderCertificatePdf({
        companyName: await journeyRepository.findCompanyName(auth.idCompany),
        username: certificate.username,
        title: certificate.title,
        workload: certificate.workload,
        startDate: certificate.startDate,
        finishDate: certificate.finishDate,
        authenticityUrl: `${siteOrigin}/certificate-authenticity/${certificate.authenticityId}`,
        token: certificate.authenticityId,
      });
      return { pdf, fileName: certificateFileName(certificate.title), earnPoints };
    },

    /** `GET /learning/students/certificate-authenticity/:authenticityID`: public, the certificate's facts. */
    async getCertificateAuthenticity(authenticityId: string): Promise<CertificateAuthenticityResponse> {
      const row = await journeyRepository.findCertificateByAuthenticityId(authenticityId);
      if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
      return {
        success: true,
        certificate: {
          username: row.username,
          title: row.title,
          startDate: row.startDate,
          finishDate: row.finishDate,
          progress: row.progress,
          token: row.authenticityId,
          workload: row.workload,
          companyName: row.companyName,
        },
      };
    },

    /**
     * `GET /learning/features/:id`: a feature the caller's company has switched on answers active; any other
     * is not found (the app reads a failed answer as off).
     */
    async getFeature(auth: AuthContext, code: string): Promise<FeatureResponse> {
      if (!(await journeyRepository.isFeatureActive(auth.idCompany, code.toUpperCase()))) {
        throw new AppError('NOT_FOUND');
      }
      return { success: true, active: true };
    },

    /** Refuses a call of a feature the company has not switched on. */
    async requireFeature(auth: AuthContext, code: string): Promise<void> {
      if (!(await journeyRepository.isFeatureActive(auth.idCompany, code))) throw new AppError('FEATURE_DISABLED');
    },

    /** `GET /learning/attachments/teams/:idTeam`: the files of a class the member is in (or any, for an admin). */
    async listAttachments(
      auth: AuthContext,
      idTeam: number,
      page: { offset: number; limit: number },
    ): Promise<AttachmentsResponse> {
      const team = await journeyRepository.findTeamOfMember(auth.idCompany, auth.idUser, idTeam);
      const isAdmin = auth.admin === 1 || auth.admin === 2;
      if (!team || (!team.isMember && !isAdmin)) throw new AppError('NOT_FOUND');
      if (!team.hasAttachments) return { success: true, result: [], totalRecords: 0 };
      const { rows, total } = await journeyRepository.findAttachments(auth.idCompany, idTeam, page);
      return {
        success: true,
        totalRecords: total,
        result: rows.map((row) => ({
          idAttachment: row.idAttachment,
          idAttachmentType: row.idAttachmentType,
          name: ATTACHMENT_TYPE_NAMES[row.idAttachmentType] ?? 'Arquivo',
          acceptFormats: (ATTACHMENT_TYPES[row.idAttachmentType as keyof typeof ATTACHMENT_TYPES] ?? [])
            .map((extension) => `.${extension}`)
            .join(', '),
          title: row.title,
          url: row.url,
          format: row.format,
        })),
      };
    },
  };
};

export type JourneyService = ReturnType<typeof journeyService>;
