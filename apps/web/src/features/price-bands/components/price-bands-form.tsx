import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { parsePriceBands, type PriceBandsReply } from '@gymslot/shared/price-band-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useSavePriceBandsMutation } from '../api/price-bands';
import { bodyFromRows, nextRow, problemsByRow, rowsFromBands, type BandRow } from '../band-rows';
import { priceBandProblemMessages, priceBandsMessages } from '../price-bands-messages';
import { BandRowFields } from './band-row-fields';
import { friendlyServerText, serverErrorText } from '../../../i18n/server-messages';

type Outcome = { kind: 'saved' } | { kind: 'failed'; text: string; problems: readonly string[] };

/** §8.7: a gym's price bands, edited as a list and saved as a whole set. */
export function PriceBandsForm({ saved }: { saved: PriceBandsReply }) {
  const t = useStore(priceBandsMessages);
  const problemTexts = useStore(priceBandProblemMessages);
  const save = useSavePriceBandsMutation();
  const [rows, setRows] = useState<BandRow[]>(() => rowsFromBands(saved.bands));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { byRow, others } = problemsByRow(outcome?.kind === 'failed' ? outcome.problems : []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyFromRows(rows);
    // Checked by the rules the server checks with (as the register form does), so each band's problem shows at once.
    const checked = parsePriceBands(body);
    if (!checked.ok) {
      setOutcome({ kind: 'failed', text: checked.message, problems: checked.errors ?? [] });
      return;
    }
    setOutcome(null);
    save.mutate(
      { gymId: saved.gymId, body },
      {
        onSuccess: (reply) => {
          setRows(rowsFromBands(reply.bands));
          setOutcome({ kind: 'saved' });
        },
        onError: (error) =>
          setOutcome({
            kind: 'failed',
            text: serverErrorText(error, t.saveFailed),
            problems: error instanceof ApiError ? error.fieldErrors : [],
          }),
      },
    );
  }

  // Any edit makes the last outcome stale: its row numbers may no longer match.
  const changeRows = (next: BandRow[]) => {
    setRows(next);
    setOutcome(null);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4">
      <h2 className="text-xl font-bold">{t.bandsCaption}</h2>
      {rows.length === 0 && <p className="text-neutral-700">{t.noBands}</p>}
      {rows.map((row, index) => (
        <BandRowFields
          key={row.key}
          row={row}
          number={index + 1}
          problems={byRow.get(index) ?? []}
          onChange={(changed) => changeRows(rows.map((each) => (each.key === row.key ? changed : each)))}
          onRemove={() => changeRows(rows.filter((each) => each.key !== row.key))}
        />
      ))}
      <Button variant="secondary" onClick={() => changeRows([...rows, nextRow(rows)])} className="w-full sm:w-auto">
        <Plus aria-hidden="true" className="size-4" />
        {t.addBand}
      </Button>
      {outcome?.kind === 'saved' && <Alert tone="success">{t.saved}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{byRow.size > 0 ? problemTexts.fixBands : outcome.text}</Alert>}
      {others.length > 0 && <Alert tone="error">{others.map((problem) => friendlyServerText(problem, problemTexts)).join(', ')}</Alert>}
      <div>
        <Button type="submit" pending={save.isPending} className="w-full sm:w-auto">
          {t.save}
        </Button>
      </div>
    </form>
  );
}
