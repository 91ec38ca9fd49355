import { z } from '../zod';

/** What a navigation record points at: a content item or a section. */
export const NAVIGATION_TYPE = { CONTENT: 1, SECTION: 2 } as const;

/** `POST /tracking/exit`: the member left a section or content (document 1, section 7). */
export const exitTrackingRequest = z.object({
  /** When the visit started, UTC `YYYY-MM-DD HH:mm:ss`. */
  timeStart: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Data inválida.')
    .refine((value) => !Number.isNaN(Date.parse(`${value.replace(' ', 'T')}Z`)), 'Data inválida.'),
  idNavigationItem: z.number().int().positive(),
  idNavigationType: z.union([z.literal(NAVIGATION_TYPE.CONTENT), z.literal(NAVIGATION_TYPE.SECTION)]),
  idSection: z.number().int().positive().nullable().optional(),
  /** Seconds spent. */
  timeExecuted: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
});
export type ExitTrackingRequest = z.infer<typeof exitTrackingRequest>;

/** The answer: a content item's visit that earned campaign points carries the member's new total. */
export const exitTrackingResponse = z.object({
  success: z.literal(true),
  totalUserPoints: z.number().optional(),
});
export type ExitTrackingResponse = z.infer<typeof exitTrackingResponse>;
