import { describe, expect, it } from 'vitest';
import { contract, pathOf } from './contract';
import type { z } from './zod';

const student = contract<{ response: z.ZodObject }>('GET', '/learning/students/:idUser/enrollments/:idEnrollment');

describe('pathOf', () => {
  it('puts each parameter in its place', () => {
    expect(pathOf(student, { idUser: 7, idEnrollment: 31 })).toBe('/learning/students/7/enrollments/31');
  });

  it('encodes a parameter as one path segment', () => {
    const node = contract<{ response: z.ZodObject }>('GET', '/learning/nodes/:nodeCode');
    expect(pathOf(node, { nodeCode: 'a/b c?' })).toBe('/learning/nodes/a%2Fb%20c%3F');
  });

  it('refuses a call with a parameter missing instead of calling a wrong path', () => {
    expect(() => pathOf(student, { idUser: 7 })).toThrow('missing "idEnrollment"');
  });

  it('leaves a path without parameters as it is', () => {
    const list = contract<{ response: z.ZodObject }>('POST', '/admin/authoring/nodes', 201);
    expect(pathOf(list)).toBe('/admin/authoring/nodes');
    expect(list).toEqual({ method: 'POST', path: '/admin/authoring/nodes', status: 201 });
  });
});
