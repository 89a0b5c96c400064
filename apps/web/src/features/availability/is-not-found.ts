import { ApiError } from '../../lib/api-client';

/** A 404: the gym (or the weekday's hours) does not exist, and asking again will not change that. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
