import { z } from '../zod';

/** What reading a question bank file answers, both when the console reads one and when a bank is imported. */

/** The kinds of question bank file that can be read: QTI 2.1, QTI 3.0 and Moodle XML. */
export const questionBankFormat = z.enum(['QTI_2_1', 'QTI_3_0', 'MOODLE_XML']);
export type QuestionBankFormat = z.infer<typeof questionBankFormat>;

/** An item of a question bank that could not be imported, and why. */
export const skippedItem = z.object({ identifier: z.string(), reason: z.string() });
export type SkippedItem = z.infer<typeof skippedItem>;
