/** A holiday's cell: a letter, named for screen readers, in place of the empty day's ---. */
export function HolidayMark() {
  return (
    <span className="holiday-mark">
      <span aria-hidden="true">H</span>
      <span className="visually-hidden">Holiday</span>
    </span>
  );
}

/** A corrected day's result: its value with a star, named for screen readers. */
export function CorrectedValue({ value }: { value: string }) {
  return (
    <>
      {value}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> (corrected)</span>
    </>
  );
}

/** What the marks in the chart above mean; nothing when it has none. */
export function ChartLegend({ holiday = false, corrected = false }: { holiday?: boolean; corrected?: boolean }) {
  if (!holiday && !corrected) return null;
  return (
    <ul className="chart-legend">
      {holiday && <li>H: holiday, the game did not run that day.</li>}
      {corrected && <li>*: the result was corrected after it was published (see Corrections).</li>}
    </ul>
  );
}
