import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverErrorText } from '../../i18n/server-messages';
import { ApiError } from '../../lib/api-client';
import { Alert } from './alert';
import { BackLinkPage } from './back-link-page';
import { ErrorState } from './error-state';
import { SkeletonBlock } from './skeleton';

interface GymSettingsPageProps<T> {
  /** The gym's settings as the server answers them; a 404 means no such gym of the caller's. */
  query: UseQueryResult<T>;
  texts: { heading: string; notFound: string; loadFailed: string; loading: string };
  back: { href: string; label: string };
  width: 'max-w-3xl' | 'max-w-4xl';
  /** The skeleton's form-sized block while the settings load. */
  skeletonClassName: string;
  children: (data: T) => ReactNode;
}

/** An owner's (or an admin's) page of one gym's settings: the settings once loaded, else why not. */
export function GymSettingsPage<T>({ query, texts, back, width, skeletonClassName, children }: GymSettingsPageProps<T>) {
  let body: ReactNode;
  if (query.data !== undefined) {
    body = children(query.data);
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    body = (
      <div className="mt-6">
        <Alert tone="error">{texts.notFound}</Alert>
      </div>
    );
  } else if (query.error) {
    body = (
      <div className="mt-6">
        <ErrorState message={serverErrorText(query.error, texts.loadFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  } else {
    body = (
      <div role="status" className="mt-6 space-y-4">
        <span className="sr-only">{texts.loading}</span>
        <SkeletonBlock className="h-5 w-2/3" />
        <SkeletonBlock className={skeletonClassName} />
      </div>
    );
  }
  return (
    <BackLinkPage title={`${texts.heading} | GymSlot`} heading={texts.heading} back={back} width={width}>
      {body}
    </BackLinkPage>
  );
}
