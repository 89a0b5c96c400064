import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeServices, testAppDeps } from '../../../test/composed-services.js';
import { useTestApp } from '../../../test/test-app.js';
import { maintenanceRuns } from '../../db/schema/maintenance-runs.js';
import { sessions } from '../../db/schema/sessions.js';
import { createUser } from '../../db/factories.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { MAINTENANCE_INTERVAL_MS } from './maintenance-loop.js';

let userId: string;
const t = useTestApp();
beforeAll(async () => {
  userId = (await createUser(t.database.db)).id;
});

async function addExpiredSession(): Promise<string> {
  const id = newId();
  const expiresAt = new Date(t.clock.now().getTime() - 60_000);
  await t.database.db.insert(sessions).values({ id, userId, createdAt: new Date(expiresAt.getTime() - 3_600_000), expiresAt });
  return id;
}

const sessionExists = async (id: string) => (await t.database.db.select().from(sessions).where(eq(sessions.id, id))).length > 0;

describe('the maintenance round', () => {
  it('prunes once per tick, in whichever process claims it first', async () => {
    // Held still, so both "processes" ask within one tick however slow the machine is.
    const instant = t.clock.now();
    const frozen: Clock = { now: () => instant };
    const nextTick: Clock = { now: () => new Date(instant.getTime() + MAINTENANCE_INTERVAL_MS) };
    const logged: { counts: unknown; msg: unknown }[] = [];
    const logger = { debug: () => undefined, error: () => undefined, warn: () => undefined, info: (counts: unknown, msg?: unknown) => void logged.push({ counts, msg }) };
    // Each call stands for a process: the composition root's services and round on that clock.
    const processAt = (clock: Clock) => composeServices(testAppDeps(t, { clock, logger })).maintenance;

    const first = await addExpiredSession();
    expect(await processAt(frozen).runTick(MAINTENANCE_INTERVAL_MS, 'process-a')).toBe(true);
    expect(await sessionExists(first)).toBe(false);
    expect(logged).toContainEqual({ counts: { sessions: 1, authTokens: 0, rateLimits: 0, phoneCodes: 0, catalogueChanges: 0, messages: 0 }, msg: 'pruning dead rows' });

    const second = await addExpiredSession();
    expect(await processAt(frozen).runTick(MAINTENANCE_INTERVAL_MS, 'process-b')).toBe(false);
    expect(await processAt(frozen).runTick(MAINTENANCE_INTERVAL_MS, 'process-a')).toBe(false);
    expect(await sessionExists(second)).toBe(true);

    expect(await processAt(nextTick).runTick(MAINTENANCE_INTERVAL_MS, 'process-b')).toBe(true);
    expect(await sessionExists(second)).toBe(false);
    const runs = await t.database.db.select().from(maintenanceRuns).orderBy(maintenanceRuns.tickStartedAt);
    expect(runs.map((run) => run.processId)).toEqual(['process-a', 'process-b']);
  });
});
