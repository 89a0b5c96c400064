import { useQuery } from '@tanstack/react-query';
import { getServerTime } from '@gymslot/shared/endpoints/client-config';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { callEndpoint } from '../../../lib/call-endpoint';

const messages = i18n('discovery-server-time', { title: 'Server time', today: 'Today in India' });

export default function ServerTimePage() {
  const t = useStore(messages);
  const time = useQuery({ queryKey: ['server-time'], queryFn: ({ signal }) => callEndpoint(getServerTime, { signal }) });
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p>
        {t.today}: {time.data?.today ?? '…'}
      </p>
      <p>{time.data?.time}</p>
    </main>
  );
}
