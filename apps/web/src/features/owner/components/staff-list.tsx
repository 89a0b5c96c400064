import type { StaffMember } from '@gymslot/shared/staff-schemas';
import { Mail, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { formatMobileNumber } from '../../../lib/formatters';
import { useRemoveGymStaffMutation } from '../api/gym-staff';
import { gymStaffMessages } from '../staff-messages';

/** The step between 'Remove' and the removal: a question and two buttons; it takes the focus, and Escape cancels. */
function RemoveConfirm({ member, removing, onConfirm, onCancel }: { member: StaffMember; removing: boolean; onConfirm: () => void; onCancel: () => void }) {
  const t = useStore(gymStaffMessages);
  const questionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !removing) onCancel();
      }}
      className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <p id={questionId} className="font-semibold text-neutral-900">
        {t.confirmQuestion({ name: member.name })}
      </p>
      <p className="text-sm text-neutral-700">{t.confirmNote}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" pending={removing} onClick={onConfirm}>
          {t.confirmRemove}
        </Button>
        <Button variant="secondary" disabled={removing} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The gym's front-desk staff, each with a way to remove them after a confirmation. */
export function StaffList({ gymId, staff, onRemoved }: { gymId: string; staff: readonly StaffMember[]; onRemoved: (member: StaffMember) => void }) {
  const t = useStore(gymStaffMessages);
  const remove = useRemoveGymStaffMutation(gymId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function confirmRemoval(member: StaffMember) {
    setFailure(null);
    remove.mutate(member._id, {
      onSuccess: () => {
        setConfirming(null);
        onRemoved(member);
      },
      onError: (error) => setFailure(serverErrorText(error, t.removeFailed)),
    });
  }

  return (
    <>
      {failure && <Alert tone="error">{translateServerText(failure)}</Alert>}
      <ul className="space-y-2">
        {staff.map((member) => (
          <li key={member._id} className="space-y-3 rounded-xl border border-neutral-200 bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0 space-y-0.5">
                <p className="font-semibold break-words">{member.name}</p>
                {member.email !== '' && (
                  <p className="flex items-center gap-1.5 text-sm break-all text-neutral-700">
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {member.email}
                  </p>
                )}
                {member.phone && (
                  <p className="flex items-center gap-1.5 text-sm text-neutral-700">
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {formatMobileNumber(member.phone)}
                  </p>
                )}
              </div>
              {confirming !== member._id && (
                <Button variant="secondary" onClick={() => setConfirming(member._id)}>
                  {t.remove}
                  <span className="sr-only">{t.forWhom({ name: member.name })}</span>
                </Button>
              )}
            </div>
            {confirming === member._id && (
              <RemoveConfirm member={member} removing={remove.isPending} onConfirm={() => confirmRemoval(member)} onCancel={() => setConfirming(null)} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
