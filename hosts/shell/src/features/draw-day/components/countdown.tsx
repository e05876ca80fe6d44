/**
 * A ticking time left. A timer is not announced as it changes (`aria-live="off"`): a screen reader
 * hears it when it reaches it, not every second.
 */
export function Countdown({ text }: { text: string }) {
  return (
    <span role="timer" aria-live="off" className="countdown">
      {text}
    </span>
  );
}
