import { useParams } from 'wouter';
import { AdminGymInsights } from '../components/admin-gym-insights';
import { OwnerInsights } from '../components/owner-insights';

/**
 * Both insights routes in one page module: the owner's (/owner/insights) and an admin's view of one
 * gym (/admin/gym/:gymId/insights, the only one with a gym in its path). Two page modules would
 * share the chart library, and the build moves what two data pages share into the chunk every
 * page but `/` preloads (build/data-routes-chunk.ts); one module keeps it in this page's chunk.
 */
export default function InsightsPage() {
  const { gymId } = useParams();
  return gymId === undefined ? <OwnerInsights /> : <AdminGymInsights gymId={gymId} />;
}
