import type {
  meetingsQuery,
  meetingsResponse,
  schedulesQuery,
  schedulesResponse,
  scheduleTypesResponse,
} from '../api/learning-agenda';
import { contract } from '../contract';

/** The meetings of the member's classes (designed here: the specification does not show the path). */
export const listMeetings = contract<{ query: typeof meetingsQuery; response: typeof meetingsResponse }>(
  'GET',
  '/learning/meetings',
);

/** The kinds of the calendar's schedule (designed here: the specification does not show the path). */
export const listScheduleTypes = contract<{ response: typeof scheduleTypesResponse }>(
  'GET',
  '/learning/schedules/types',
);

/** The calendar's schedule between two dates (designed here: the specification does not show the path). */
export const listSchedules = contract<{ query: typeof schedulesQuery; response: typeof schedulesResponse }>(
  'GET',
  '/learning/schedules',
);
