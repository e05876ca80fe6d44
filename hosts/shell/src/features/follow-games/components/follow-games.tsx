import { useState } from 'react';
import { useFollowGames } from '../api/follow-games';
import { useFollowedGames } from '../api/get-followed-games';
import { useGameIds } from '../api/get-game-ids';
import { useTexts } from '@/lib/texts';
import { explanation, failureMessage, followedMessage } from '../utils/follow-text';
import { FollowDialog } from './follow-dialog';
import type { FollowGamesProps } from './follow-games-props';
import { GamePicker } from './game-picker';

/**
 * Following games: a button that first explains what will be sent, and only on Continue asks the
 * browser's permission, subscribes and sends the followed set.
 */
export function FollowGames({ games: listed, variant, publicKey }: FollowGamesProps & { publicKey: string }) {
  const texts = useTexts();
  const { t } = texts;
  const current = useFollowedGames().data;
  const ids = useGameIds().data;
  const change = useFollowGames();
  const [choosing, setChoosing] = useState<string[] | undefined>();
  if (!current || !ids) return null;

  const games = listed.flatMap(({ GID, name }) => {
    const id = ids.get(GID);
    return id === undefined ? [] : [{ id, name }];
  });
  const names = new Map(games.map((game) => [game.id, game.name]));
  const single = variant === 'game' ? games[0] : undefined;
  const isOn = single ? current.includes(single.id) : current.length > 0;
  const apply = (ghadiIds: string[]) => void change.change({ ghadiIds, publicKey, language: texts.language }).then(() => setChoosing(undefined));

  const open = () => {
    if (single && isOn) apply(current.filter((id) => id !== single.id));
    else setChoosing(single ? [...new Set([...current, single.id])] : current);
  };

  return (
    <div className="follow-games">
      <button type="button" className="button" aria-pressed={isOn} onClick={open} disabled={change.pending}>
        {single ? (isOn ? t('follow.notificationsOn') : t('follow.notifyMe')) : t('follow.resultNotifications')}
      </button>
      {change.outcome && 'followed' in change.outcome && <p role="status">{followedMessage(texts, change.outcome.followed, names)}</p>}
      {change.outcome && 'error' in change.outcome && <p role="alert">{failureMessage(texts, change.outcome.error)}</p>}
      {choosing && (
        <FollowDialog
          title={single ? t('follow.notifyMeAbout', { name: single.name }) : t('follow.resultNotifications')}
          text={explanation(texts, single?.name, Notification.permission !== 'granted')}
          busy={change.pending}
          onContinue={() => apply(choosing)}
          onCancel={() => setChoosing(undefined)}
        >
          {!single && <GamePicker games={games} chosen={choosing} onChange={setChoosing} />}
        </FollowDialog>
      )}
    </div>
  );
}
