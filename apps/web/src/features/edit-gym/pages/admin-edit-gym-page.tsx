import { useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useAllGymsQuery } from '../../admin/api/get-all-gyms';
import { EditGymScreen } from '../components/edit-gym-screen';
import { editGymMessages } from '../edit-gym-messages';

/** An admin edits any gym, found in all-gyms. */
export default function AdminEditGymPage() {
  const t = useStore(editGymMessages);
  const { gymId = '' } = useParams();
  const gyms = useAllGymsQuery();
  return (
    <EditGymScreen
      gymId={gymId}
      gyms={gyms.data}
      loadError={gyms.error}
      retrying={gyms.isFetching}
      onRetry={() => void gyms.refetch()}
      back={{ href: paths.adminDashboard.getHref(), label: t.backToAdmin }}
      withPayoutAccount
    />
  );
}
