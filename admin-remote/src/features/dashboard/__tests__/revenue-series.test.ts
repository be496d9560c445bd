import { chartColumns, pointLabel } from '../revenue-series';

describe('the revenue chart data', () => {
  it('labels days as DD/MM and months by name and year', () => {
    expect(pointLabel('2026-03-07', 'day')).toBe('07/03');
    expect(pointLabel('2026-03', 'month')).toMatch(/^Mar 26$/);
  });

  it('puts each point at its position with its revenue', () => {
    expect(
      chartColumns([
        { date: '2026-03-01', total: 0, orders: 0 },
        { date: '2026-03-02', total: 250000, orders: 1 },
      ]),
    ).toEqual([
      [0, 1],
      [0, 250000],
    ]);
  });
});
