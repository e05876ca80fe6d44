import { isRedJodi, matkaChartRange, matkaChartTags, matkaChartWeeks } from '../../index';

describe('red jodis', () => {
  it('are the doubles and the pairs whose digits differ by 5, nothing else', () => {
    const red = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(isRedJodi);
    expect(red).toEqual(['00', '05', '11', '16', '22', '27', '33', '38', '44', '49', '50', '55', '61', '66', '72', '77', '83', '88', '94', '99']);
    for (const text of ['5', '555', 'ab', '']) expect(isRedJodi(text)).toBe(false);
  });
});

describe("a market's chart weeks", () => {
  it('start on the Monday 51 weeks before the week of the site day', () => {
    // 2026-11-28 is a Saturday: its Monday is the 23rd.
    expect(matkaChartRange('2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-11-28' });
    expect(matkaChartRange('2026-11-23').from).toBe('2025-12-01');
    expect(matkaChartRange('2026-11-22').from).toBe('2025-11-24');
  });

  it('depend on the results and holidays of every month they span', () => {
    const tags = matkaChartTags('kalyan', '2026-11-28');
    expect(tags.filter((tag) => tag.includes('2025-12'))).not.toEqual([]);
    expect(tags.filter((tag) => tag.includes('2026-11'))).not.toEqual([]);
    expect(tags.filter((tag) => tag.includes('2025-11'))).toEqual([]);
  });

  it('lay out one row per week and one column per market day, lines read', () => {
    const lines = ['123-68-459', '', '340-7', 'XX', '', '', '550-0', '120-3'];
    const weeks = matkaChartWeeks({ from: '2026-11-16', lines, marketDays: 'mon-sat' });
    expect(weeks.map((week) => week.from)).toEqual(['2026-11-16', '2026-11-23']);
    expect(weeks[0]!.days.map((day) => day.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(weeks[0]!.days[0]!.line).toEqual({ openPanna: '123', openSingle: '6', jodi: '68', closeSingle: '8', closePanna: '459' });
    expect(weeks[0]!.days[2]!.line).toEqual({ openPanna: '340', openSingle: '7' });
    // Not a line: left out, never shown as one.
    expect(weeks[0]!.days[3]!.line).toBeUndefined();
    expect(weeks[1]!.days[0]!.line?.openPanna).toBe('120');
    const everyDay = matkaChartWeeks({ from: '2026-11-16', lines, marketDays: 'mon-sun' });
    expect(everyDay[0]!.days[6]).toEqual({ date: '2026-11-22', line: { openPanna: '550', openSingle: '0' } });
    // The days after the site's today (the last line) are still to come.
    expect(everyDay[1]!.days.slice(0, 2)).toEqual([{ date: '2026-11-23', line: { openPanna: '120', openSingle: '3' } }, { date: '2026-11-24', upcoming: true }]);
  });
});
