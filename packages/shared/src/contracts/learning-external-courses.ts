import type * as journey from '../api/learning-journey';
import { contract } from '../contract';

/** The member's external courses, a page at a time, optionally of some statuses (spec 3, 7.7). */
export const listExternalCourses = contract<{
  query: typeof journey.externalCoursesQuery;
  response: typeof journey.externalCoursesResponse;
}>('GET', '/learning/externalcourses');

/** Registers an external course, or sends a rejected one again (spec 3, 7.7). */
export const registerExternalCourse = contract<{
  body: typeof journey.createExternalCourseRequest;
  response: typeof journey.externalCourseResponse;
}>('POST', '/learning/externalcourses');

/** One of the member's external courses (spec 3, 7.7). */
export const getExternalCourse = contract<{
  params: typeof journey.externalCourseParams;
  response: typeof journey.externalCourseResponse;
}>('GET', '/learning/externalcourses/:id');

/** Changes a pending external course (spec 3, 7.7). */
export const changeExternalCourse = contract<{
  params: typeof journey.externalCourseParams;
  body: typeof journey.updateExternalCourseRequest;
  response: typeof journey.externalCourseResponse;
}>('PUT', '/learning/externalcourses/:id');

/** Cancels a pending external course (spec 3, 7.7). */
export const cancelExternalCourse = contract<{
  params: typeof journey.externalCourseParams;
  response: typeof journey.externalCourseResponse;
}>('PUT', '/learning/externalcourses/:id/cancel');

/**
 * Stores an external course's evidence, sent as multipart (`fileData` and `fileName`), and answers its path
 * (spec 3, 7.7).
 */
export const uploadExternalCourseEvidence = contract<{ response: typeof journey.externalCourseUploadResponse }>(
  'POST',
  '/uploads/externalcourse',
);

/** The external courses members sent, for the console, a page at a time (spec 3, 5). */
export const listAdminExternalCourses = contract<{
  query: typeof journey.adminExternalCoursesQuery;
  response: typeof journey.adminExternalCoursesResponse;
}>('GET', '/admin/external-courses');

/** Validates a member's external course (spec 3, 5). */
export const approveExternalCourse = contract<{
  params: typeof journey.externalCourseParams;
  response: typeof journey.externalCourseResponse;
}>('PUT', '/admin/external-courses/:id/approve');

/** Rejects a member's external course with the reason they read (spec 3, 5). */
export const rejectExternalCourse = contract<{
  params: typeof journey.externalCourseParams;
  body: typeof journey.rejectExternalCourseRequest;
  response: typeof journey.externalCourseResponse;
}>('PUT', '/admin/external-courses/:id/reject');
