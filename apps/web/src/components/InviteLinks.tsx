import { useState } from 'react';
import type { PublicSeat } from '../api.ts';
import { homeWords } from '../home-words.ts';
import { useI18n } from '../i18n.ts';

/** A seat's link: whoever opens it plays that seat. */
export function seatLink(id: string, token: string): string {
  return `${location.origin}/game/${id}?token=${encodeURIComponent(token)}`;
}

/**
 * The links of the seats of a running online game that this browser made and did not open, on its
 * entry of the home page: the creator can send them again later (after opening his own seat, or
 * closing the links shown when the game was made). Only this browser holds them.
 */
export function InviteLinks({
  id,
  invites,
  seats,
  seatName,
}: {
  id: string;
  invites: Readonly<Record<string, string>>;
  seats: readonly PublicSeat[];
  seatName: (s: PublicSeat) => string;
}) {
  const { t, lang } = useI18n();
  const w = homeWords(lang);
  // The seat whose link was copied, or selected for the player to copy (`byHand`): a page served
  // over plain http from another machine has no clipboard, and a browser may refuse the copy.
  const [copied, setCopied] = useState<{ seat: string; byHand: boolean } | null>(null);
  const entries = Object.entries(invites);
  if (entries.length === 0) return null;
  const copy = (seat: string, link: string, field: HTMLInputElement | null | undefined) => {
    const byHand = () => {
      field?.select();
      setCopied({ seat, byHand: true });
    };
    if (!navigator.clipboard) byHand();
    else navigator.clipboard.writeText(link).then(() => setCopied({ seat, byHand: false }), byHand);
  };
  return (
    <details className="invite-links">
      <summary>{w.invites}</summary>
      <p className="muted">{w.invitesNote}</p>
      <ul>
        {entries.map(([seat, token]) => {
          const found = seats.find((s) => s.seat === seat);
          const name = found ? seatName(found) : seat;
          const link = seatLink(id, token);
          return (
            <li key={seat} data-seat={seat}>
              <strong>{name}</strong>{' '}
              <input readOnly value={link} aria-label={`${t.seat} ${name}`} style={{ width: 'min(100%, 28rem)' }} />{' '}
              <button
                type="button"
                onClick={(e) => copy(seat, link, e.currentTarget.closest('li')?.querySelector('input'))}
              >
                {copied?.seat === seat && !copied.byHand ? t.copied : t.copy}
              </button>
              {copied?.seat === seat && copied.byHand ? <p className="muted">{t.copyByHand}</p> : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
