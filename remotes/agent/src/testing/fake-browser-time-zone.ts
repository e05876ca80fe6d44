/**
 * Makes the test's browser live in `zone`, whatever zone the machine running jest is in: the Date methods
 * that read the local calendar, and Intl formatting that names no zone, follow `zone`. (Assigning
 * process.env.TZ inside a jest worker does not reach Node's clock.) Undone by jest.restoreAllMocks().
 */
export function fakeBrowserTimeZone(zone: string): void {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const partOf = (date: Date, type: Intl.DateTimeFormatPartTypes) =>
    Number(
      new RealDateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .find((part) => part.type === type)?.value,
    );
  jest.spyOn(Date.prototype, 'getFullYear').mockImplementation(function (this: Date) {
    return partOf(this, 'year');
  });
  jest.spyOn(Date.prototype, 'getMonth').mockImplementation(function (this: Date) {
    return partOf(this, 'month') - 1;
  });
  jest.spyOn(Date.prototype, 'getDate').mockImplementation(function (this: Date) {
    return partOf(this, 'day');
  });
  jest.spyOn(Date.prototype, 'getHours').mockImplementation(function (this: Date) {
    return partOf(this, 'hour');
  });
  jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation((locales, options) => new RealDateTimeFormat(locales, { timeZone: zone, ...options }));
  jest.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (this: Date, locales, options) {
    return new RealDateTimeFormat(locales, { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', ...options }).format(this);
  });
}
