import './ghadi-results.css';
import { useState } from 'react';
import { Alert } from '@ghadi/ui';
import { useMyGhadi } from '../api/get-my-ghadi';
import { GhadiSelect } from './ghadi-select';
import { MyDay } from './my-day';
import { ResultEntryForm } from './result-entry-form';
import { ResultHistory } from './result-history';
import { useTexts } from '@/lib/texts';

/**
 * Spec "Agent dashboard": today's games (tapping one picks it), pick an assigned game (the first by default),
 * publish its result, see its history.
 */
export function GhadiResultsPanel() {
  const { t } = useTexts();
  const myGhadi = useMyGhadi();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Each tap on today's games starts the form afresh: that game, today's date, the result field focused.
  const [taps, setTaps] = useState(0);

  // A failed refresh keeps the games already on screen; only a first load failure replaces them.
  if (!myGhadi.data) {
    if (myGhadi.isError) return <Alert tone="error">{t('panel.loadFailed')}</Alert>;
    return <p className="empty-state">{t('panel.loading')}</p>;
  }
  const ghadi = myGhadi.data.find((game) => game._id === chosenId) ?? myGhadi.data[0];
  if (!ghadi) return <p className="empty-state">{t('panel.noGhadi')}</p>;

  return (
    <div className="ghadi-results">
      <MyDay
        ghadis={myGhadi.data}
        selectedId={ghadi._id}
        onSelect={(tapped) => {
          setChosenId(tapped._id);
          setTaps((count) => count + 1);
        }}
      />
      <div className="card">
        <GhadiSelect ghadis={myGhadi.data} value={ghadi._id} onChange={setChosenId} />
        <ResultEntryForm key={taps} ghadi={ghadi} />
      </div>
      <ResultHistory ghadi={ghadi} />
    </div>
  );
}
