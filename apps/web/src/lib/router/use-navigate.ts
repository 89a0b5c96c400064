import { navigate } from './location-store';

/** The app has one history, so every component gets the same, stable navigate. */
export function useNavigate(): typeof navigate {
  return navigate;
}
