import { type Kysely, sql } from 'kysely';

type Completion = {
  idCompany: number;
  idUser: number;
  nodeCode: string;
  equivalentNodeCode: string | null;
  finishDate: string | null;
};
type Target = { idNode: number; nodeCode: string; equivalentNodeCode: string | null };
type Current = { idEnrollment: number; status: string; progress: number; startDate: string | null };
type Team = { idTeam: number; initialDate: string | null; finalDate: string | null };

/**
 * Equivalence is written when a training is completed (modules/learning/enrollment/equivalences.ts, from
 * migration 2000 on). This writes it for the trainings members completed before: each published training
 * equivalent to one a member concluded (COMPLETED, PASSED or progress 100; not failed, expired, archived nor
 * itself by equivalence) counts as concluded for them, status EQUIVALENCY and progress 100, as of the day the
 * origin was finished. The same rules as when it happens: a training the member concluded is left as it is;
 * one in progress (or failed, or expired) is concluded; otherwise an enrollment is made in an active class (the
 * one running now first, else the latest to start) without taking a seat; without an active class, none.
 * Data only and safe to run again (what it wrote is completed and is left as it is).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const completions = await sql<Completion>`
    select e."idCompany", e."idUser", n."nodeCode", n."equivalentNodeCode", e."finishDate"
      from learning_enrollments e
      join learning_nodes n on n."idNode" = e."idNode" and n."idCompany" = e."idCompany"
     where e."isCurrent" = 1
       and (e."status" in ('COMPLETED', 'PASSED')
            or (e."progress" >= 100 and e."status" not in ('FAILED', 'EXPIRED', 'ARCHIVED', 'EQUIVALENCY')))
       and n."nodeType" = 'LEARNING'
       and (n."equivalentNodeCode" is not null
            or exists (select 1 from learning_nodes o
                        where o."idCompany" = n."idCompany" and o."equivalentNodeCode" = n."nodeCode"))
     order by e."idEnrollment"`.execute(db);

  for (const origin of completions.rows) {
    const targets = await sql<Target>`
      select "idNode", "nodeCode", "equivalentNodeCode" from learning_nodes
       where "idCompany" = ${origin.idCompany} and "status" = 'PUBLISHED' and "nodeType" = 'LEARNING'
         and "nodeCode" <> ${origin.nodeCode}
         and ("equivalentNodeCode" = ${origin.nodeCode} or "nodeCode" = ${origin.equivalentNodeCode ?? ''})
       order by "idNode"`.execute(db);
    for (const target of targets.rows) {
      const finishDate = origin.finishDate ?? at;
      const existing = (
        await sql<Current>`
          select "idEnrollment", "status", "progress", "startDate" from learning_enrollments
           where "idCompany" = ${origin.idCompany} and "idUser" = ${origin.idUser} and "idNode" = ${target.idNode}
             and "isCurrent" = 1
           order by "idEnrollment" desc`.execute(db)
      ).rows[0];
      const isDone =
        existing &&
        existing.status !== 'FAILED' &&
        existing.status !== 'EXPIRED' &&
        (['COMPLETED', 'PASSED', 'EQUIVALENCY'].includes(existing.status) || Number(existing.progress) >= 100);
      if (isDone) continue;
      let idEnrollment = existing?.idEnrollment;
      if (idEnrollment === undefined) {
        const team = await classOf(db, origin.idCompany, target.idNode, now);
        if (!team) continue;
        const inserted = await sql<{ idEnrollment: number }>`
          insert into learning_enrollments
            ("idCompany", "idUser", "idNode", "idTeam", "status", "progress", "isCurrent", "processing",
             "startDate", "finishDate", "validityDate", "lastAccessDate", "creationDate")
          values (${origin.idCompany}, ${origin.idUser}, ${target.idNode}, ${team.idTeam}, 'NOT_ATTEMPTED', 0, 1, 0,
                  null, null, null, null, ${at})
          returning "idEnrollment"`.execute(db);
        idEnrollment = (inserted.rows[0] as { idEnrollment: number }).idEnrollment;
      }
      await sql`
        update learning_enrollments
           set "status" = 'EQUIVALENCY', "progress" = 100, "startDate" = ${existing?.startDate ?? finishDate},
               "finishDate" = ${finishDate}, "lastAccessDate" = ${finishDate}
         where "idEnrollment" = ${idEnrollment}`.execute(db);
      const root = (
        await sql<{ idNodeEnrollment: number }>`
          select "idNodeEnrollment" from learning_node_enrollments
           where "idEnrollment" = ${idEnrollment} and "idNode" = ${target.idNode}`.execute(db)
      ).rows[0];
      if (root) {
        await sql`
          update learning_node_enrollments set "status" = 'EQUIVALENCY', "progress" = 100, "finishDate" = ${finishDate}
           where "idNodeEnrollment" = ${root.idNodeEnrollment}`.execute(db);
      } else {
        await sql`
          insert into learning_node_enrollments
            ("idCompany", "idUser", "idEnrollment", "idNode", "idParentNodeEnrollment", "status", "progress",
             "startDate", "finishDate")
          values (${origin.idCompany}, ${origin.idUser}, ${idEnrollment}, ${target.idNode}, null, 'EQUIVALENCY', 100,
                  ${finishDate}, ${finishDate})`.execute(db);
      }
    }
  }
}

/** The class an equivalency enrollment is kept in (as `equivalencyTeam` chooses it). */
async function classOf(db: Kysely<unknown>, idCompany: number, idNode: number, now: Date): Promise<Team | null> {
  const teams = (
    await sql<Team>`
      select "idTeam", "initialDate", "finalDate" from learning_teams
       where "idCompany" = ${idCompany} and "idNode" = ${idNode} and "status" = 'ACTIVE'
       order by "initialDate", "idTeam"`.execute(db)
  ).rows;
  const time = now.getTime();
  const running = teams.find(
    (team) =>
      (!team.initialDate || Date.parse(team.initialDate) <= time) &&
      (!team.finalDate || Date.parse(team.finalDate) >= time),
  );
  if (running) return running;
  return (
    [...teams].sort(
      (a, b) => Date.parse(b.initialDate ?? '') - Date.parse(a.initialDate ?? '') || b.idTeam - a.idTeam,
    )[0] ?? null
  );
}

/** What it wrote is member data like any other enrollment: nothing to undo. */
export async function down(): Promise<void> {}
