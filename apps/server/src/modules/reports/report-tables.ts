import type { ReportColumn } from '@trilha/shared/api/reports';

const member: ReportColumn[] = [
  { key: 'name', label: 'Membro', kind: 'text' },
  { key: 'email', label: 'E-mail', kind: 'text' },
  { key: 'department', label: 'Departamento', kind: 'text' },
  { key: 'unit', label: 'Unidade', kind: 'text' },
  { key: 'branch', label: 'Filial', kind: 'text' },
  { key: 'role', label: 'Cargo', kind: 'text' },
  { key: 'manager', label: 'Gestor', kind: 'text' },
];

/**
 * The columns of each table as its export writes them (the console shows the same, from its catalogue),
 * and the file's title. The key is the row field; the order is the file's.
 */
export const TABLE_COLUMNS = {
  completion: {
    title: 'Conclusão de treinamentos',
    columns: [
      { key: 'training', label: 'Treinamento', kind: 'text' },
      { key: 'class', label: 'Turma', kind: 'text' },
      { key: 'enrolled', label: 'Matriculados', kind: 'count' },
      { key: 'notStarted', label: 'Não iniciados', kind: 'count' },
      { key: 'inProgress', label: 'Em andamento', kind: 'count' },
      { key: 'completed', label: 'Concluídos', kind: 'count' },
      { key: 'passed', label: 'Aprovados', kind: 'count' },
      { key: 'failed', label: 'Reprovados', kind: 'count' },
      { key: 'expired', label: 'Expirados', kind: 'count' },
      { key: 'completionRate', label: 'Taxa de conclusão', kind: 'rate' },
      { key: 'averageGrade', label: 'Nota média', kind: 'grade' },
      { key: 'timeSpent', label: 'Tempo dedicado', kind: 'seconds' },
    ],
  },
  completionMembers: {
    title: 'Conclusão por membro',
    columns: [
      ...member,
      { key: 'training', label: 'Treinamento', kind: 'text' },
      { key: 'class', label: 'Turma', kind: 'text' },
      { key: 'status', label: 'Situação', kind: 'status' },
      { key: 'progress', label: 'Progresso (%)', kind: 'count' },
      { key: 'grade', label: 'Nota', kind: 'grade' },
      { key: 'timeSpent', label: 'Tempo dedicado', kind: 'seconds' },
      { key: 'creationDate', label: 'Matrícula', kind: 'datetime' },
      { key: 'finishDate', label: 'Conclusão', kind: 'datetime' },
      { key: 'lastAccessDate', label: 'Último acesso', kind: 'datetime' },
    ],
  },
  members: {
    title: 'Histórico dos membros',
    columns: [
      ...member,
      { key: 'enrollments', label: 'Matrículas', kind: 'count' },
      { key: 'completed', label: 'Concluídos', kind: 'count' },
      { key: 'certificates', label: 'Certificados', kind: 'count' },
      { key: 'externalCourses', label: 'Cursos externos validados', kind: 'count' },
      { key: 'timeSpent', label: 'Tempo dedicado', kind: 'seconds' },
      { key: 'lastAccess', label: 'Último acesso', kind: 'datetime' },
    ],
  },
  compliance: {
    title: 'Treinamentos obrigatórios',
    columns: [
      { key: 'group', label: 'Grupo', kind: 'text' },
      { key: 'assigned', label: 'Obrigações', kind: 'count' },
      { key: 'compliant', label: 'Em dia', kind: 'count' },
      { key: 'pending', label: 'No prazo', kind: 'count' },
      { key: 'overdue', label: 'Atrasados', kind: 'count' },
      { key: 'complianceRate', label: 'Conformidade', kind: 'rate' },
    ],
  },
  complianceMembers: {
    title: 'Obrigatórios por membro',
    columns: [
      ...member,
      { key: 'training', label: 'Treinamento', kind: 'text' },
      { key: 'dueDate', label: 'Prazo', kind: 'datetime' },
      { key: 'status', label: 'Situação', kind: 'status' },
      { key: 'enrollmentStatus', label: 'Matrícula', kind: 'status' },
      { key: 'finishDate', label: 'Conclusão', kind: 'datetime' },
      { key: 'daysOverdue', label: 'Dias de atraso', kind: 'count' },
    ],
  },
  evaluations: {
    title: 'Avaliações',
    columns: [
      { key: 'title', label: 'Avaliação', kind: 'text' },
      { key: 'type', label: 'Tipo', kind: 'status' },
      { key: 'attempts', label: 'Tentativas', kind: 'count' },
      { key: 'members', label: 'Membros', kind: 'count' },
      { key: 'finished', label: 'Finalizadas', kind: 'count' },
      { key: 'passed', label: 'Aprovadas', kind: 'count' },
      { key: 'passRate', label: 'Taxa de aprovação', kind: 'rate' },
      { key: 'averageGrade', label: 'Nota média', kind: 'grade' },
    ],
  },
  evaluationQuestions: {
    title: 'Análise das questões',
    columns: [
      { key: 'position', label: 'Questão', kind: 'count' },
      { key: 'statement', label: 'Enunciado', kind: 'text' },
      { key: 'questionType', label: 'Tipo', kind: 'text' },
      { key: 'answered', label: 'Respostas', kind: 'count' },
      { key: 'rightShare', label: 'Acertos', kind: 'rate' },
      { key: 'choice', label: 'Alternativa', kind: 'text' },
      { key: 'isCorrect', label: 'Correta', kind: 'text' },
      { key: 'count', label: 'Escolhas', kind: 'count' },
      { key: 'share', label: 'Parcela', kind: 'rate' },
    ],
  },
  evaluationComments: {
    title: 'Comentários',
    columns: [
      { key: 'question', label: 'Questão', kind: 'text' },
      { key: 'name', label: 'Membro', kind: 'text' },
      { key: 'department', label: 'Departamento', kind: 'text' },
      { key: 'text', label: 'Comentário', kind: 'text' },
      { key: 'answeredAt', label: 'Data', kind: 'datetime' },
    ],
  },
  scormPackages: {
    title: 'Cursos SCORM',
    columns: [
      { key: 'title', label: 'Pacote', kind: 'text' },
      { key: 'version', label: 'Versão', kind: 'text' },
      { key: 'learners', label: 'Membros', kind: 'count' },
      { key: 'attempts', label: 'Tentativas', kind: 'count' },
      { key: 'completed', label: 'Concluídas', kind: 'count' },
      { key: 'passed', label: 'Aprovadas', kind: 'count' },
      { key: 'failed', label: 'Reprovadas', kind: 'count' },
      { key: 'inProgress', label: 'Em andamento', kind: 'count' },
      { key: 'averageScore', label: 'Nota média', kind: 'grade' },
      { key: 'timeSpent', label: 'Tempo', kind: 'seconds' },
      { key: 'lastAccess', label: 'Último acesso', kind: 'datetime' },
    ],
  },
  scormAttempts: {
    title: 'Tentativas SCORM',
    columns: [
      ...member,
      { key: 'package', label: 'Pacote', kind: 'text' },
      { key: 'lesson', label: 'Lição', kind: 'text' },
      { key: 'attempt', label: 'Tentativa', kind: 'count' },
      { key: 'launches', label: 'Acessos', kind: 'count' },
      { key: 'status', label: 'Situação', kind: 'status' },
      { key: 'score', label: 'Nota', kind: 'grade' },
      { key: 'timeSpent', label: 'Tempo', kind: 'seconds' },
      { key: 'lastAccess', label: 'Último acesso', kind: 'datetime' },
    ],
  },
  engagementContents: {
    title: 'Engajamento nos conteúdos',
    columns: [
      { key: 'section', label: 'Seção', kind: 'text' },
      { key: 'content', label: 'Conteúdo', kind: 'text' },
      { key: 'views', label: 'Visualizações', kind: 'count' },
      { key: 'viewers', label: 'Membros', kind: 'count' },
      { key: 'viewingTime', label: 'Tempo de visualização', kind: 'seconds' },
      { key: 'averageRating', label: 'Avaliação média', kind: 'grade' },
      { key: 'votes', label: 'Avaliações', kind: 'count' },
    ],
  },
  engagementCommunity: {
    title: 'Bate-papo e envios',
    columns: [
      { key: 'kind', label: 'Tipo', kind: 'status' },
      { key: 'place', label: 'Sala ou seção', kind: 'text' },
      { key: 'items', label: 'Mensagens ou envios', kind: 'count' },
      { key: 'members', label: 'Membros', kind: 'count' },
      { key: 'lastAt', label: 'Último', kind: 'datetime' },
    ],
  },
  engagementPoints: {
    title: 'Pontos de campanha',
    columns: [
      { key: 'period', label: 'Período', kind: 'text' },
      { key: 'department', label: 'Departamento', kind: 'text' },
      { key: 'points', label: 'Pontos', kind: 'count' },
      { key: 'members', label: 'Membros', kind: 'count' },
    ],
  },
} satisfies Record<string, { title: string; columns: ReportColumn[] }>;

export type TableName = keyof typeof TABLE_COLUMNS;
