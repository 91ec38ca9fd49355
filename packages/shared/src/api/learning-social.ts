import { z } from '../zod';
import { flag } from './common';

/** Likes (spec 3, 7.2 `GET|POST|DELETE /learning/social/likes/:a/:b`) and the client log (`POST /logs`). */

/** `/likes/:a/:b`, named `:likedType` (a content item or a node) and `:likedId` (its id or node code). */
export const likeParams = z.object({
  likedType: z.enum(['CONTENT', 'NODE']),
  likedId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Identificador inválido.'),
});
export type LikeParams = z.infer<typeof likeParams>;
export const likeResponse = z.object({ success: z.literal(true), liked: flag, totalLikes: z.number() });
export type LikeResponse = z.infer<typeof likeResponse>;

export const logRequest = z.object({
  /** An event name such as `content/share/copy`. */
  event: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9/_-]+$/i, 'Evento inválido.'),
  idUser: z.number().int().positive().optional(),
  idContent: z.number().int().positive().optional(),
  data: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
});
export type LogRequest = z.infer<typeof logRequest>;
