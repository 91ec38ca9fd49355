import { describe, expect, it } from 'vitest';
import { auditChanges, describeAuditEntry, describeSupportEvent, describeSupportRequest } from './audit-text';

describe('describeSupportRequest', () => {
  it.each([
    ['PUT', '/users/:idUser/change-password', 403, 'Troca de senha (recusada)'],
    ['PUT', '/users/:idUser', 200, 'Edição dos dados pessoais'],
    ['POST', '/learning/tags/users/:idUser', 200, 'Escolha de temas de interesse'],
    ['DELETE', '/learning/comments/:entityType/:entityId/:idComment', 200, 'Exclusão: interação (comentário)'],
    ['POST', '/algo/novo', 201, 'Envio de dados'],
  ])('%s %s -> %i reads %j', (method, route, status, expected) => {
    expect(describeSupportRequest(method, route, status)).toBe(expected);
  });
});

describe('describeAuditEntry', () => {
  it('keeps a Portuguese summary, rewrites a stored method and route, and names an action without one', () => {
    expect(describeAuditEntry({ action: 'user.create', entityType: 'user', summary: 'Usuário criado: Ana' })).toBe(
      'Usuário criado: Ana',
    );
    expect(
      describeAuditEntry({
        action: 'request.put',
        entityType: 'route',
        summary: 'PUT /users/:idUser/change-password -> 403',
      }),
    ).toBe('Troca de senha (recusada)');
    expect(
      describeAuditEntry({
        action: 'socket.NEW_MESSAGE_FROM_CHAT',
        entityType: 'socket',
        summary: 'socket NEW_MESSAGE_FROM_CHAT na sala 4',
      }),
    ).toBe('Mensagem no bate-papo (sala 4)');
    expect(describeAuditEntry({ action: 'sectionContent.update', entityType: 'sectionContent', summary: null })).toBe(
      'Alteração de conteúdo de seção',
    );
  });
});

describe('describeSupportEvent', () => {
  it.each([
    ['NEW_MESSAGE_FROM_CHAT', '4', 'Mensagem no bate-papo (sala 4)'],
    ['NEW_MESSAGE_FROM_GEN_CHAT', '9', 'Mensagem no bate-papo do conteúdo (sala 9)'],
    ['NEW_MESSAGE_FROM_LIVE_CHAT', '2', 'Mensagem no bate-papo da transmissão ao vivo (sala 2)'],
    ['OUTRO_EVENTO', null, 'Ação em tempo real'],
  ])('%s in room %s reads %j', (event, room, expected) => {
    expect(describeSupportEvent(event, room)).toBe(expected);
    expect(expected).not.toMatch(/socket|[A-Z]{2,}_/);
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed, nested ones by their path, with both values in words', () => {
    const before = {
      text: 'Recado',
      active: 1,
      tags: ['a', 'b'],
      parts: [{ title: 'Parte 1' }, { title: 'Parte 2' }],
      design: { color: '#000000', image: null },
    };
    const after = {
      text: 'Recado da diretoria',
      active: 0,
      tags: ['a', 'b'],
      parts: [{ title: 'Parte 1' }],
      design: { color: '#000000', image: '/files/x.png' },
    };
    expect(auditChanges(before, after)).toEqual({
      changes: [
        { field: 'text', before: 'Recado', after: 'Recado da diretoria' },
        { field: 'active', before: '1', after: '0' },
        { field: 'parts.2.title', before: 'Parte 2', after: null },
        { field: 'design.image', before: null, after: '/files/x.png' },
      ],
      more: 0,
    });
  });

  it('shows a creation as every field added, cuts long values and counts what it leaves out', () => {
    const long = 'x'.repeat(1000);
    const { changes, more } = auditChanges(null, { a: long, b: 2, c: 3 }, 2);
    expect(changes).toEqual([
      { field: 'a', before: null, after: `${'x'.repeat(299)}…` },
      { field: 'b', before: null, after: '2' },
    ]);
    expect(more).toBe(1);
    expect(auditChanges({ same: [1, 2] }, { same: [1, 2] })).toEqual({ changes: [], more: 0 });
    expect(auditChanges({ active: true }, { active: false }).changes).toEqual([
      { field: 'active', before: 'sim', after: 'não' },
    ]);
    expect(auditChanges(null, null)).toEqual({ changes: [], more: 0 });
  });
});
