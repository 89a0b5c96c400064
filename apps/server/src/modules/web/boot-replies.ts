import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listGymSlots } from '@gymslot/shared/endpoints/availability';
import { checkStatus } from '@gymslot/shared/endpoints/session';
import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import { getCityStats, getGym, listCityGyms, listPublicGyms } from '@gymslot/shared/endpoints/gyms';
import { getBusyHours } from '@gymslot/shared/endpoints/insights';
import { listGymReviews } from '@gymslot/shared/endpoints/reviews';
import { listMyWaitlist } from '@gymslot/shared/endpoints/waitlist';
import { roles, type Role } from '@gymslot/shared/roles';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { cityOfPage, isCityPage } from './city-page-path.js';
import { gymPagePath } from './gym-page-preload.js';
import { ownPageAt } from './own-page-calls.js';

/** The login check the web app makes first on every page. */
export const LOGIN_CHECK = endpointUrl(checkStatus);

/** A reply as the page's own call would have received it. */
export interface BootReply {
  status: number;
  body: unknown;
}

/** What a page's first calls depend on besides its address. */
interface CallContext {
  /** Today in India, the date the gym page first shows. */
  today: string;
  catalogue: PublicCatalogue;
  /** The role the login check names (roleOf): a page of someone's own things is answered only for the roles that may open it. */
  role?: Role | undefined;
}

/**
 * The API calls a page makes as soon as its code runs, at the addresses apps/web asks for them
 * (its api/ files). Only the pages a visit most often starts on are listed; they are guarded, so
 * their data is answered only for a visitor the login check signs in.
 */
const firstCalls: readonly { path: Pick<RegExp, 'test'>; calls(pathname: string, context: CallContext): Promise<string[]> }[] = [
  { path: /^\/explore\/?$/i, calls: async () => [endpointUrl(getCityStats), endpointUrl(listPublicGyms)] },
  {
    path: gymPagePath,
    // The gym, today's slots with the person's waitlist (a full slot shows their place in its line), the first page
    // of reviews and how busy it usually is. A hidden or unknown gym gets nothing: the page asks and shows its 'not
    // found' as always. A gym without opening hours shows no slots, so neither is asked for.
    calls: async (pathname, { today, catalogue }) => {
      const gymId = gymPagePath.exec(pathname)?.[1] ?? '';
      const gym = await (await catalogue.current()).gym(gymId);
      if (gym === undefined) return [];
      const slots = endpointUrl(listGymSlots, { gymId }, { date: today });
      const slotCalls = gym.view.hasOpeningHours ? [slots, endpointUrl(listMyWaitlist)] : [];
      return [endpointUrl(getGym, { id: gymId }), ...slotCalls, endpointUrl(listGymReviews, { id: gymId }), endpointUrl(getBusyHours, { id: gymId })];
    },
  },
  {
    // A city's gyms (G4), the same for everyone: a city without gyms gets the empty list the page shows as 'no gyms yet'.
    path: { test: isCityPage },
    calls: async (pathname) => {
      const city = cityOfPage(pathname);
      return city === undefined ? [] : [endpointUrl(listCityGyms, { city })];
    },
  },
];

/** The page's own first calls, at the addresses its api/ files ask for; none if the catalogue could not be read. */
export async function pageCallsFor(pathname: string, context: CallContext): Promise<string[]> {
  const own = ownPageAt(pathname);
  if (own !== undefined) return context.role !== undefined && own.roles.includes(context.role) ? own.calls(context.role, context.today) : [];
  const page = firstCalls.find(({ path }) => path.test(pathname));
  return page === undefined ? [] : page.calls(pathname, context).catch(() => []);
}

/**
 * Answers `url` through the app's own routes, as the page's request would be: the same cookie,
 * the same client address (rate limits count it as that person's), the same permissions.
 */
async function ownCall(app: FastifyInstance, request: FastifyRequest, url: string): Promise<BootReply> {
  const res = await app.inject({
    method: 'GET',
    url,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      ...(request.headers.cookie === undefined ? {} : { cookie: request.headers.cookie }),
      ...(request.headers['user-agent'] === undefined ? {} : { 'user-agent': request.headers['user-agent'] }),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * The login check's reply, kept whatever it says. It also decides whose page this is: only a 200
 * (a live session) has the page's own calls answered, so a cookie that names no session, made up
 * or ended, costs one lookup and gets the page of a visitor without one (issue 26, finding 5).
 */
export function loginCheckReply(app: FastifyInstance, request: FastifyRequest): Promise<BootReply> {
  return ownCall(app, request, LOGIN_CHECK);
}

/** The role a successful login check's reply names; none for any other reply. */
export function roleOf(loginCheck: BootReply | undefined): Role | undefined {
  if (loginCheck?.status !== 200) return undefined;
  const role = (loginCheck.body as { user?: { role?: unknown } } | null)?.user?.role;
  return roles.find((known) => known === role);
}

/**
 * Answers a signed-in visitor's page calls, each only kept when it succeeded, so a page that would
 * meet an error asks again and shows it as it always does.
 */
export async function bootReplies(app: FastifyInstance, request: FastifyRequest, calls: readonly string[]): Promise<Record<string, BootReply>> {
  const answers = await Promise.all(
    calls.map(async (url) => {
      const reply = await ownCall(app, request, url);
      return reply.status >= 200 && reply.status < 300 ? ([url, reply] as const) : undefined;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}
