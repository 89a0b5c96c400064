import { useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useMyGymsQuery } from '../../my-gyms/api/get-my-gyms';
import { EditGymScreen } from '../components/edit-gym-screen';
import { editGymMessages } from '../edit-gym-messages';

/** An owner edits one of their own gyms, found in G10's my-gyms. */
export default function OwnerEditGymPage() {
  const t = useStore(editGymMessages);
  const { gymId = '' } = useParams();
  const gyms = useMyGymsQuery();
  return (
    <EditGymScreen
      gymId={gymId}
      gyms={gyms.data}
      loadError={gyms.error}
      retrying={gyms.isFetching}
      onRetry={() => void gyms.refetch()}
      back={{ href: paths.ownerDashboard.getHref(), label: t.backToDashboard }}
    />
  );
}
