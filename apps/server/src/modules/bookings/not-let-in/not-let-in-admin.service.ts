import type { AdminReport, AdminReportsQuery, ReportOutcome } from '@gymslot/shared/not-let-in-schemas';
import type { AppDeps } from '../../../app-deps.js';
import type { Caller } from '../../../lib/authz.js';
import { AppError } from '../../../lib/errors.js';
import { isId } from '../../../lib/ids.js';
import { decodePageCursor, encodePageCursor } from '../../../lib/page-cursor.js';
import type { NotLetInRefunds } from './not-let-in-refunds.service.js';
import { toAdminReport } from './not-let-in-views.js';
import * as reportsRepository from './not-let-in.repository.js';

/** Reports per page, as the admin's message list pages. */
const PAGE_SIZE = 50;

/** §8.10 for admins: every report with its evidence, newest first, and the decision on a contested one. */
export function createNotLetInAdminService(deps: Pick<AppDeps, 'database' | 'clock'>, refunds: Pick<NotLetInRefunds, 'refundDecided' | 'reject'>) {
  const { db } = deps.database;

  async function viewOf(reportId: string): Promise<AdminReport> {
    const view = await reportsRepository.findViewById(db, reportId);
    if (!view) throw new AppError('not_found', { code: 'reportNotFound' });
    const history = (await reportsRepository.countHistories(db, [view.person.id])).get(view.person.id) ?? { reports: 0, rejected: 0 };
    return toAdminReport(view, history);
  }

  return {
    async list(query: AdminReportsQuery): Promise<{ reports: AdminReport[]; nextCursor: string | null }> {
      const after = query.cursor ? decodePageCursor(query.cursor, deps.clock.now()) : undefined;
      const rows = await reportsRepository.listPage(db, { status: query.status, after, limit: PAGE_SIZE + 1 });
      const page = rows.slice(0, PAGE_SIZE);
      const histories = await reportsRepository.countHistories(
        db,
        page.map((row) => row.person.id),
      );
      const last = page.at(-1);
      const nextCursor = rows.length > PAGE_SIZE && last ? encodePageCursor({ createdAt: last.pageKey, id: last.report.id }) : null;
      return {
        reports: page.map((row) => toAdminReport(row, histories.get(row.person.id) ?? { reports: 0, rejected: 0 })),
        nextCursor,
      };
    },

    /** A contested report: 'refund' refunds in full and reverses the gym's transfer, 'reject' closes it; the person is told either way. */
    async decide(admin: Caller, reportId: string, body: { outcome: ReportOutcome; note: string }): Promise<AdminReport> {
      const found = isId(reportId) ? await reportsRepository.findById(db, reportId) : undefined;
      if (!found) throw new AppError('not_found', { code: 'reportNotFound' });
      const decided =
        body.outcome === 'refund' ? await refunds.refundDecided(found.id, admin.id, body.note) : await refunds.reject(found.id, admin.id, body.note);
      if (!decided) throw new AppError('conflict', { code: 'reportNotContested' });
      return viewOf(found.id);
    },
  };
}

export type NotLetInAdminService = ReturnType<typeof createNotLetInAdminService>;
