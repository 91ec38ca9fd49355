import { useQuery } from '@tanstack/react-query';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import type { Meeting } from '@trilha/shared/api/learning-enrollment';
import { withHttpPrefix } from '@trilha/shared/rules/meeting';
import { useState } from 'react';
import { fetchMeetings } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useTranslation } from '../../../i18n';
import { CalendarIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { BlockSection } from './block-section';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' });

/** One meeting: type, title, when, where (online addresses get an http prefix, spec 3, 2.8) and speaker. */
export function MeetingItem({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const online = meeting.meetingType === 'ONLINE';
  return (
    <li className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-black/5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-3 text-brand">
        <CalendarIcon />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-[11px] font-bold uppercase tracking-wide text-brand">
          {t(`learning.blocks.meetingType.${online ? 'ONLINE' : 'PRESENCIAL'}`)}
          {meeting.nodeTitle ? ` · ${meeting.nodeTitle}` : ''}
        </span>
        <span className="font-semibold text-ink">{meeting.title}</span>
        <span className="text-sm text-muted">
          {dateTime.format(new Date(meeting.startDate))} – {time.format(new Date(meeting.finishDate))}
        </span>
        {meeting.address ? (
          online ? (
            <a
              href={withHttpPrefix(meeting.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit break-all text-sm font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t('learning.blocks.meetingOpen')}: {meeting.address}
            </a>
          ) : (
            <span className="text-sm text-ink">{meeting.address}</span>
          )
        ) : null}
        {meeting.speaker ? (
          <span className="text-xs text-muted">
            {t('learning.blocks.meetingSpeaker', { speaker: meeting.speaker })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** Meeting: the page's meetings ('Eventos da página') or every meeting ('Todos os eventos'). */
export function MeetingBlock({ block, nodeCode }: { block: LearningBlock; nodeCode: string }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'page' | 'all'>('page');
  const query = useQuery({
    queryKey: learningKeys.meetings(scope === 'page' ? nodeCode : null),
    queryFn: () => fetchMeetings(scope === 'page' ? { nodeCode, limit: 20 } : { limit: 20 }),
  });
  const tab = (value: 'page' | 'all', label: string) => (
    <button
      type="button"
      aria-pressed={scope === value}
      onClick={() => setScope(value)}
      className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
        scope === value ? 'bg-brand text-on-brand' : 'bg-white text-ink ring-1 ring-line'
      }`}
    >
      {label}
    </button>
  );
  return (
    <BlockSection
      title={block.title}
      aside={
        <div className="flex gap-2">
          {tab('page', t('learning.blocks.pageEvents'))}
          {tab('all', t('learning.blocks.allEvents'))}
        </div>
      }
    >
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.data?.result.length ? (
        <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {query.data.result.map((meeting) => (
            <MeetingItem key={meeting.idMeeting} meeting={meeting} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('learning.blocks.noMeetings')}</p>
      )}
    </BlockSection>
  );
}
