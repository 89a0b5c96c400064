import { useQuery } from '@tanstack/react-query';
import { getServerTime } from '@gymslot/shared/endpoints/client-config';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { callEndpoint } from '../../../lib/call-endpoint';
import { InfoPageLayout } from '../components/info-page-layout';

const messages = i18n('info-server-time', { title: 'Server time', today: 'Today in India' });

export default function ServerTimePage() {
  const t = useStore(messages);
  const time = useQuery({ queryKey: ['server-time'], queryFn: ({ signal }) => callEndpoint(getServerTime, { signal }) });
  return (
    <InfoPageLayout title={t.title} intro={`${t.today}: ${time.data?.today ?? '…'}`}>
      <p>{time.data?.time}</p>
    </InfoPageLayout>
  );
}
