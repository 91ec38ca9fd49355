import type {
  AgreementRequest,
  AgreementResponse,
  EditFieldRequest,
  ProfileUser,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@trilha/shared/api/users';
import { cpfDigits, formatCpf } from '@trilha/shared/rules/cpf';
import { normalizeNotificationChoices } from '@trilha/shared/rules/notifications';
import { formatPhone, phoneDigits } from '@trilha/shared/rules/phone';
import type { UserRow } from '../../db/schema';
import { type AuthContext, requireOwnUser } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { EventOutcome, LearningEvent } from '../learning-events/learning-events.service';
import type { TenantRepository } from '../tenant/tenant.repository';
import type { UsersRepository } from './users.repository';

type UsersServiceDeps = {
  usersRepository: UsersRepository;
  tenantRepository: TenantRepository;
  storage: Storage;
  /** Records a learning event (modules/learning-events): a complete profile earns campaign points. */
  recordEvent: (event: LearningEvent) => Promise<EventOutcome>;
  clock: Clock;
};

const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/** Where a member's own uploaded photos live; a photo must be one of them. */
export function profilePhotoPrefix(idCompany: number, idUser: number): string {
  return `profile/${idCompany}/${idUser}/`;
}

/** The member's own profile and terms (spec document 1, sections 2 "Profile", 4 "Terms" and "Profile save"). */
export const usersService = ({ usersRepository, tenantRepository, storage, recordEvent, clock }: UsersServiceDeps) => {
  async function requireUser(auth: AuthContext, idUser: number): Promise<UserRow> {
    requireOwnUser(auth, idUser);
    const user = await usersRepository.findUser(auth.idCompany, idUser);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  async function toProfileUser(auth: AuthContext, user: UserRow): Promise<ProfileUser> {
    return {
      idUser: user.idUser,
      idCompany: user.idCompany,
      email: user.email,
      name: user.name,
      phone: user.phone ? formatPhone(user.phone) : null,
      cpf: user.cpf ? formatCpf(user.cpf) : null,
      userType: user.userType,
      username: user.username,
      userLicenceTermsAccepted: await usersRepository.findAcceptedVersion(auth.idCompany, user.idUser, auth.idApp),
      communicationAccepted: flag(user.communicationAccepted),
      emailNotification: flag(user.emailNotification),
      smsNotification: flag(user.smsNotification),
      guestCompany: user.guestCompany,
      guestCnpj: user.guestCnpj,
      department: user.department,
      role: user.role,
      managerName: user.managerName,
      idManager: user.idManager,
      unit: user.unit,
      branch: user.branch,
      employeeCode: user.employeeCode,
      admin: user.admin,
      active: flag(user.active),
      photo: user.photo,
      askPWA: flag(user.askPWA),
    };
  }

  /** A complete profile (name, CPF, phone and photo) earns the campaign event once. */
  async function rewardCompleteProfile(auth: AuthContext): Promise<void> {
    const user = await usersRepository.findUser(auth.idCompany, auth.idUser);
    if (user?.name && user.cpf && user.phone && user.photo) {
      await recordEvent({
        type: 'PROFILE_COMPLETED',
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        element: { kind: 'PROFILE', id: 0, title: null },
      });
    }
  }

  return {
    /** `GET /users/:idUser`: the caller's own profile; another member's id is answered as not found. */
    async getUser(auth: AuthContext, idUser: number): Promise<ProfileUser> {
      return toProfileUser(auth, await requireUser(auth, idUser));
    },

    /** `PUT /users/:idUser`: the personal data form. CPF and phone are stored as digits. */
    async updateProfile(auth: AuthContext, idUser: number, body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
      const user = await requireUser(auth, idUser);
      const choices = normalizeNotificationChoices({
        communicationAccepted: body.communicationAccepted ?? flag(user.communicationAccepted),
        emailNotification: body.emailNotification ?? flag(user.emailNotification),
        smsNotification: body.smsNotification ?? flag(user.smsNotification),
      });
      await usersRepository.updateUser(auth.idCompany, idUser, {
        name: body.name,
        ...(body.cpf === undefined ? {} : { cpf: body.cpf ? cpfDigits(body.cpf) : null }),
        ...(body.phone === undefined ? {} : { phone: body.phone ? phoneDigits(body.phone) : null }),
        ...choices,
      });
      await rewardCompleteProfile(auth);
      const saved = await requireUser(auth, idUser);
      return { success: true, message: 'Perfil atualizado com sucesso', user: await toProfileUser(auth, saved) };
    },

    /**
     * `PUT /users/agreement/:idUser`: accepts the app's current agreement. A version other than the current
     * one is refused, so a member never accepts terms they were not shown.
     */
    async acceptAgreement(auth: AuthContext, idUser: number, body: AgreementRequest): Promise<AgreementResponse> {
      await requireUser(auth, idUser);
      const app = await tenantRepository.findAppById(auth.idApp);
      if (!app || app.idCompany !== auth.idCompany) throw new AppError('NOT_FOUND');
      if (body.userLicenceTermsAccepted !== app.agreementVersion) throw new AppError('TERMS_VERSION_CHANGED');
      const previousVersion = await usersRepository.findAcceptedVersion(auth.idCompany, idUser, auth.idApp);
      await usersRepository.acceptAgreement({
        idCompany: auth.idCompany,
        idUser,
        idApp: auth.idApp,
        version: app.agreementVersion,
        communicationAccepted: body.communicationAccepted,
        acceptedAt: clock.now().toISOString(),
      });
      return {
        success: true,
        userLicenceTermsAccepted: app.agreementVersion,
        communicationAccepted: body.communicationAccepted,
        previousVersion,
      };
    },

    /** `PUT /users/editField/:id`: one field on its own. A photo must be a file this member uploaded. */
    async editField(auth: AuthContext, idUser: number, body: EditFieldRequest): Promise<ProfileUser> {
      await requireUser(auth, idUser);
      switch (body.field) {
        case 'photo': {
          const prefix = storage.url(profilePhotoPrefix(auth.idCompany, idUser));
          if (body.value !== null && !body.value.startsWith(prefix)) {
            throw new AppError('VALIDATION_FAILED', { message: 'Arquivo inválido.', field: 'value' });
          }
          await usersRepository.updateUser(auth.idCompany, idUser, { photo: body.value });
          break;
        }
        case 'askPWA':
          await usersRepository.updateUser(auth.idCompany, idUser, { askPWA: body.value });
          break;
        case 'name':
          await usersRepository.updateUser(auth.idCompany, idUser, { name: body.value });
          break;
        case 'cpf':
          await usersRepository.updateUser(auth.idCompany, idUser, { cpf: body.value ? cpfDigits(body.value) : null });
          break;
        case 'phone':
          await usersRepository.updateUser(auth.idCompany, idUser, {
            phone: body.value ? phoneDigits(body.value) : null,
          });
          break;
      }
      await rewardCompleteProfile(auth);
      return toProfileUser(auth, await requireUser(auth, idUser));
    },
  };
};

export type UsersService = ReturnType<typeof usersService>;
