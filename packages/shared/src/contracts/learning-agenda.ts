import type * as agenda from '../api/learning-agenda';
import { contract } from '../contract';

/** The meetings of the member's classes (designed here: the specification does not show the path). */
export const listMeetings = contract<{ query: typeof agenda.meetingsQuery; response: typeof agenda.meetingsResponse }>(
  'GET',
  '/learning/meetings',
);

/** The kinds of the calendar's schedule (designed here: the specification does not show the path). */
export const listScheduleTypes = contract<{ response: typeof agenda.scheduleTypesResponse }>(
  'GET',
  '/learning/schedules/types',
);

/** The calendar's schedule between two dates (designed here: the specification does not show the path). */
export const listSchedules = contract<{
  query: typeof agenda.schedulesQuery;
  response: typeof agenda.schedulesResponse;
}>('GET', '/learning/schedules');
