import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

interface AdminListHeadingProps {
  heading: string;
  intro: string;
  backToDashboard: string;
}

/** The top of an admin list screen (Messages, Reports, Disputes): the way back, the page's title and what it holds. */
export function AdminListHeading({ heading, intro, backToDashboard }: AdminListHeadingProps) {
  return (
    <>
      <title>{`${heading} | GymSlot`}</title>
      <p>
        <TextLink to={paths.adminDashboard.getHref()}>{backToDashboard}</TextLink>
      </p>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-neutral-700">{intro}</p>
      </div>
    </>
  );
}
