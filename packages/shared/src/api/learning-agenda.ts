import { z } from '../zod';
import { pageFields, recordsPage } from './common';
import { nodeCode } from './learning-common';
import { meeting } from './learning-enrollment';

/** Meetings of classes and the calendar block's schedule (spec 3, 2.8 and 7.5). */

export const meetingsQuery = z.object({
  /** The page's node: only its meetings ('Eventos da página'); without it, every meeting ('Todos os eventos'). */
  nodeCode: nodeCode.optional(),
  ...pageFields(50, 20),
});
export type MeetingsQuery = z.input<typeof meetingsQuery>;
export const meetingsResponse = recordsPage(meeting);
export type MeetingsResponse = z.infer<typeof meetingsResponse>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Data inválida.');

export const schedulesQuery = z.object({
  /** Comma-joined schedule type ids. */
  types: z
    .string()
    .max(200)
    .regex(/^\d+(,\d+)*$/, 'Categorias inválidas.')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type SchedulesQuery = z.input<typeof schedulesQuery>;

export const scheduleType = z.object({
  idScheduleType: z.number(),
  description: z.string(),
  color: z.string().nullable(),
});
export type ScheduleType = z.infer<typeof scheduleType>;

export const schedule = z.object({
  idSchedule: z.number(),
  idScheduleType: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  scheduleType: scheduleType,
});
export type Schedule = z.infer<typeof schedule>;

export const schedulesResponse = z.object({
  success: z.literal(true),
  scheduleResult: z.object({ schedules: z.array(schedule) }),
});
export type SchedulesResponse = z.infer<typeof schedulesResponse>;
export const scheduleTypesResponse = z.object({ success: z.literal(true), result: z.array(scheduleType) });
export type ScheduleTypesResponse = z.infer<typeof scheduleTypesResponse>;
