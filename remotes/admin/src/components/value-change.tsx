/**
 * A result replaced by another: "12 → 15" on screen, "12 changed to 15" to a screen reader; with no
 * earlier value (a first publication), "15 (first)".
 */
export function ValueChange({ from, to }: { from: string | null; to: string }) {
  if (from === null) return <span className="nowrap">{`${to} (first)`}</span>;
  return (
    <span className="nowrap">
      {from}
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> changed to </span>
      {to}
    </span>
  );
}
