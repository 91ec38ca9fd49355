import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import { campaignsRepository } from '../campaigns/campaigns.repository';
import type { MemberNotificationType, NotifyMembers } from '../notifications/notifications.service';
import { learningEventsRepository } from './learning-events.repository';

/**
 * What happens to a member while they learn, in both apps. Each is a code of the `gamification_events`
 * catalogue, so a campaign can reward any of them.
 */
export type LearningEventType =
  | 'CONTENT_COMPLETED'
  | 'RATING_SENT'
  | 'CONTENT_ACCESSED'
  | 'COURSE_COMPLETED'
  | 'EVALUATION_PASSED'
  | 'EVALUATION_FINISHED'
  | 'CERTIFICATE_ISSUED'
  | 'SCORM_COMPLETED'
  | 'PROFILE_COMPLETED';

/**
 * The kind of element an event is about: a content item of the content app, a content of the learning
 * platform, an evaluation, a node (a training or one of its pages) or the member's profile.
 */
export type ElementKind = 'CONTENT_ITEM' | 'LEARNING_CONTENT' | 'EVALUATION' | 'NODE' | 'PROFILE';

export type LearningEvent = {
  type: LearningEventType;
  idCompany: number;
  idUser: number;
  element: { kind: ElementKind; id: number; title: string | null };
  /** The enrollment it happened in: the same event in another enrollment (a re-enrollment) is another one. */
  idEnrollment?: number | null;
  /** A completed training whose class gives a certificate: the member is told it is available. */
  hasCertificate?: boolean;
};

/** What an event (or several) earned the member now. */
export type EventOutcome = {
  /** Points earned now, over every campaign (0 when nothing was earned or it was earned before). */
  earnPoints: number;
  awarded: Array<{ idCampaign: number; points: number }>;
};

/** Something else that happens, in the same transaction, the first time an event happens (per enrollment). */
export type EventFollower = (db: Db, event: LearningEvent) => Promise<void>;

/** Events recorded on one database handle (one transaction), with what they earned together. */
export type EventRecorder = {
  record(event: LearningEvent): Promise<EventOutcome>;
  /** Points earned by everything recorded through this recorder. */
  earned(): number;
};

/** The job that sends a member e-mail after the transaction that caused it has committed. */
export const MEMBER_MAIL_JOB = 'member-mail';
type MemberMailJob = {
  idCompany: number;
  idUser: number;
  type: MemberNotificationType;
  subject: string;
  text: string;
};

/** The e-mail an event sends the member, if any (each honours the member's notification settings). */
function mailOf(event: LearningEvent): Omit<MemberMailJob, 'idCompany' | 'idUser'> | null {
  if (event.type === 'COURSE_COMPLETED' && event.hasCertificate) {
    const title = event.element.title ?? '';
    return {
      type: 'CERTIFICATE_AVAILABLE',
      subject: `Certificado disponível: ${title}`,
      text: `Parabéns! Você concluiu "${title}" e o seu certificado já está disponível em Minha jornada, Meus certificados.`,
    };
  }
  return null;
}

/**
 * The one place where learning events happen (content completed, evaluation passed or finished, training
 * completed, certificate issued, SCORM course completed, rating, viewing): every area records its events
 * here, in the transaction that changed the member's state, and from here follow
 * - campaign points, by each running campaign's rules (the events and their points, the period, the
 *   departments), once per campaign, event and element, so a retried or racing request never counts twice;
 * - member e-mails, once per event and enrollment, queued as a job in the same transaction;
 * - what other areas follow (the journey's equivalences), registered with `follow`.
 */
export const learningEventsService = ({
  clock,
  jobs,
  notifyMembers,
}: {
  clock: Clock;
  /** Member e-mails leave through the job queue once the transaction has committed; none without it. */
  jobs?: JobQueue | null;
  notifyMembers?: NotifyMembers | null;
}) => {
  const followers = new Map<LearningEventType, EventFollower[]>();

  if (jobs && notifyMembers) {
    jobs.register<MemberMailJob>(MEMBER_MAIL_JOB, async (payload) => {
      await notifyMembers(payload.idCompany, payload.type, [payload.idUser], {
        subject: payload.subject,
        text: payload.text,
      });
      return null;
    });
  }

  /** Records one event on `db` (the caller's transaction, or the pool) and answers what it earned. */
  async function record(db: Db, event: LearningEvent): Promise<EventOutcome> {
    const at = clock.now().toISOString();
    const elementText = event.element.title?.slice(0, 300) ?? null;
    const isNew = await learningEventsRepository({ db }).insertEvent({
      idCompany: event.idCompany,
      idUser: event.idUser,
      type: event.type,
      elementType: event.element.kind,
      idElement: event.element.id,
      elementText,
      idEnrollment: event.idEnrollment ?? 0,
      createdAt: at,
    });
    const awarded = await campaignsRepository({ db }).insertPoints({
      idCompany: event.idCompany,
      idUser: event.idUser,
      eventCode: event.type,
      elementType: event.element.kind,
      idElement: event.element.id,
      elementText,
      at,
    });
    if (isNew) {
      const mail = mailOf(event);
      if (mail && jobs) {
        await jobs.enqueue(
          MEMBER_MAIL_JOB,
          { idCompany: event.idCompany, idUser: event.idUser, ...mail } satisfies MemberMailJob,
          { idCompany: event.idCompany, trx: db },
        );
      }
      for (const follower of followers.get(event.type) ?? []) await follower(db, event);
    }
    return { earnPoints: awarded.reduce((sum, entry) => sum + entry.points, 0), awarded };
  }

  return {
    record,

    /** A recorder bound to one handle (a transaction), adding up what its events earned. */
    recorder(db: Db): EventRecorder {
      let earned = 0;
      return {
        async record(event) {
          const outcome = await record(db, event);
          earned += outcome.earnPoints;
          return outcome;
        },
        earned: () => earned,
      };
    },

    /** Lets an area act, in the same transaction, the first time an event of `type` happens. */
    follow(type: LearningEventType, follower: EventFollower): void {
      followers.set(type, [...(followers.get(type) ?? []), follower]);
    },

    /** The member's points across every campaign, as the content app's answers carry them. */
    totalUserPoints(db: Db, idCompany: number, idUser: number): Promise<number> {
      return learningEventsRepository({ db }).sumUserPoints(idCompany, idUser);
    },
  };
};

export type LearningEvents = ReturnType<typeof learningEventsService>;

/** A recorder that records nothing (seeds and tools that change no member's learning). */
export const NO_EVENTS: EventRecorder = { record: async () => ({ earnPoints: 0, awarded: [] }), earned: () => 0 };
