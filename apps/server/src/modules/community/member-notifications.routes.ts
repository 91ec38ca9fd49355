import * as content from '@trilha/shared/api/content';
import * as notifications from '@trilha/shared/api/notifications';
import * as notificationCalls from '@trilha/shared/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { COMMUNITY_SECTION_TYPES, type CommunitySections } from './community-sections';
import type { MemberNotificationsRepository } from './member-notifications.repository';

const LIST_LIMIT = 100;

/** The notifications list and a section's message list (paths designed here: the specification does not show them). */
export const memberNotificationsRoutes =
  ({
    memberNotificationsRepository: notificationsRepository,
    sections,
    clock,
  }: {
    memberNotificationsRepository: MemberNotificationsRepository;
    sections: CommunitySections;
    clock: Clock;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      notificationCalls.listNotifications,
      { schema: { response: notifications.notificationsResponse } },
      async (request) => {
        const { idCompany, idApp, idUser } = request.auth;
        return {
          success: true as const,
          notifications: await notificationsRepository.findNotifications(idCompany, idApp, idUser, LIST_LIMIT),
        };
      },
    );

    route(
      app,
      notificationCalls.listSectionMessages,
      { schema: { params: content.sectionParams, response: notifications.sectionMessagesResponse } },
      async (request) => {
        const { idSection } = request.params;
        await sections.requireSection(request.auth, idSection, COMMUNITY_SECTION_TYPES.messages);
        const now = clock.now().toISOString();
        return {
          success: true as const,
          messages: await notificationsRepository.findSectionMessages(
            request.auth.idCompany,
            idSection,
            now,
            LIST_LIMIT,
          ),
        };
      },
    );
  };
