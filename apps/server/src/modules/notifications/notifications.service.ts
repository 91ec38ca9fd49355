import type {
  EmailFormResponse,
  NotificationConfigurationsResponse,
  SaveNotificationConfigurationsRequest,
  SendEmailFormRequest,
} from '@trilha/shared/api/account';
import type { FastifyBaseLogger } from 'fastify';
import { type AuthContext, requireOwnUser } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { NotificationsRepository } from './notifications.repository';

type NotificationsServiceDeps = {
  notificationsRepository: NotificationsRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
};

/**
 * The notifications the platform e-mails to members, by the type a company configures them under (spec 3,
 * 4.15). Each must exist in the migration that gives companies their member notifications and in the demo packs.
 */
export type MemberNotificationType =
  | 'ENROLLMENT_APPROVED'
  | 'ENROLLMENT_DENIED'
  | 'EXTERNAL_COURSE_APPROVED'
  | 'EXTERNAL_COURSE_REJECTED'
  | 'COMMENT_HIDDEN'
  | 'PLAN_UPGRADE_REQUEST'
  | 'PASSWORD_CHANGED'
  | 'MANDATORY_TRAINING_OVERDUE'
  | 'CERTIFICATE_AVAILABLE';

/** Sends a member notification e-mail, honouring each member's settings (`notificationsService.notifyMembers`). */
export type NotifyMembers = NotificationsService['notifyMembers'];

/** What a member receives: MANDATORY always, DEACTIVATED never, OPTIONAL unless they switched it off. */
export function isNotificationOn(status: string, userActive: number | null | undefined): boolean {
  if (status === 'MANDATORY') return true;
  if (status === 'DEACTIVATED') return false;
  return userActive !== 0;
}

/** The e-mail forms a member may send, each gated by the feature of the same code. */
const EMAIL_FORMS_BY_FEATURE: Record<string, string> = { CONTACT_US: 'CONTACT_US' };

/**
 * Notification settings (spec 3, 4.15), the contact form (spec 3, 2.9) and the e-mails the platform sends
 * to members, which honour the settings.
 */
export const notificationsService = ({ notificationsRepository, mailer, clock, log }: NotificationsServiceDeps) => {
  async function requireFeature(idCompany: number, code: string): Promise<void> {
    if (!(await notificationsRepository.isFeatureActive(idCompany, code))) throw new AppError('FEATURE_DISABLED');
  }

  async function requireForm(idCompany: number, key: string) {
    const feature = EMAIL_FORMS_BY_FEATURE[key];
    if (!feature) throw new AppError('NOT_FOUND');
    await requireFeature(idCompany, feature);
    const form = await notificationsRepository.findEmailForm(idCompany, key);
    if (!form) throw new AppError('NOT_FOUND');
    return form;
  }

  return {
    /** `GET /notifications/configurations/users/:idUser`: every notification with what the member receives. */
    async getConfigurations(auth: AuthContext, idUser: number): Promise<NotificationConfigurationsResponse> {
      requireOwnUser(auth, idUser);
      const rows = await notificationsRepository.findConfigurations(auth.idCompany, idUser);
      return {
        success: true,
        notifications: rows.map((row) => ({
          idNotification: row.idNotification,
          idNotificationUser: row.idNotificationUser ?? null,
          type: row.type,
          description: row.description,
          section: row.section,
          status: row.status,
          active: isNotificationOn(row.status, row.userActive) ? 1 : 0,
        })),
      };
    },

    /**
     * `POST /notifications/configurations/users/:idUser`: the changed entries. Only OPTIONAL notifications of
     * the member's company may change; a locked one is refused with the tooltip's message.
     */
    async saveConfigurations(
      auth: AuthContext,
      idUser: number,
      body: SaveNotificationConfigurationsRequest,
    ): Promise<NotificationConfigurationsResponse> {
      requireOwnUser(auth, idUser);
      const rows = await notificationsRepository.findConfigurations(auth.idCompany, idUser);
      const byId = new Map(rows.map((row) => [row.idNotification, row]));
      for (const entry of body) {
        const row = byId.get(entry.idNotification);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'OPTIONAL') throw new AppError('NOTIFICATION_LOCKED');
      }
      await notificationsRepository.saveChoices(
        auth.idCompany,
        idUser,
        body.map((entry) => ({ idNotification: entry.idNotification, active: entry.active })),
        clock.now().toISOString(),
      );
      return this.getConfigurations(auth, idUser);
    },

    /** `GET /notifications/emails?key=` and `GET /notifications/emails/:key`: the texts of a form. */
    async getEmailForm(auth: AuthContext, key: string): Promise<EmailFormResponse> {
      const form = await requireForm(auth.idCompany, key);
      return {
        success: true,
        result: {
          key: form.formKey,
          title: form.title,
          description: form.description,
          feedbackMessage: form.feedbackMessage,
          to: form.toAddress,
        },
      };
    },

    /** `POST /notifications/emails/:key`: the member's message goes to the form's address. */
    async sendEmailForm(auth: AuthContext, key: string, body: SendEmailFormRequest) {
      const form = await requireForm(auth.idCompany, key);
      const member = await notificationsRepository.findMember(auth.idCompany, auth.idUser);
      if (!member) throw new AppError('NOT_FOUND');
      await mailer.send({
        idCompany: auth.idCompany,
        to: form.toAddress,
        subject: `${form.title}: mensagem de ${member.name}`,
        text: [`${member.name} (${member.email}, login ${member.username}) escreveu:`, '', body.message].join('\n'),
      });
      return { success: true as const, message: form.feedbackMessage ?? 'Mensagem enviada com sucesso!' };
    },

    /**
     * The one way an e-mail reaches members about something of theirs: each gets it only if their setting
     * for `type` lets it through (MANDATORY always, DEACTIVATED never, OPTIONAL unless they switched it off),
     * and a type the company has not set up reaches no one. Members of another company, inactive ones and
     * those without an address are skipped. A failed delivery is logged and does not undo what caused it.
     * Returns who got it.
     */
    async notifyMembers(
      idCompany: number,
      type: MemberNotificationType,
      idUsers: readonly number[],
      message: { subject: string; text: string },
    ): Promise<number[]> {
      const notification = await notificationsRepository.findNotificationByType(idCompany, type);
      if (!notification || idUsers.length === 0) return [];
      const [members, choices] = await Promise.all([
        notificationsRepository.findActiveMembers(idCompany, [...new Set(idUsers)]),
        notificationsRepository.findChoices(idCompany, notification.idNotification, [...idUsers]),
      ]);
      const choiceOf = new Map(choices.map((choice) => [choice.idUser, choice.active]));
      const delivered: number[] = [];
      for (const member of members) {
        if (!member.email || !isNotificationOn(notification.status, choiceOf.get(member.idUser))) continue;
        try {
          await mailer.send({ idCompany, to: member.email, subject: message.subject, text: message.text });
          delivered.push(member.idUser);
        } catch (error) {
          log.error({ err: error, idCompany, idUser: member.idUser, type }, 'notification e-mail not sent');
        }
      }
      return delivered;
    },
  };
};

export type NotificationsService = ReturnType<typeof notificationsService>;
