import { http, HttpResponse } from 'msw';
import { apiPaths, holidaysQuerySchema, monthBounds, type Holiday } from '@ghadi/contracts';
import { invalid } from './answers';

/**
 * The public read of holidays (`?year=&month=`, or `?year=` for the whole year) over a list the test
 * owns, oldest date first as the server lists them. Needs no token: the public site reads it too.
 */
export function holidaysReadHandler(holidays: () => readonly Holiday[]) {
  return http.get(`*${apiPaths.holidays}`, ({ request }) => {
    const query = holidaysQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalid(query.error, 'querystring');
    const { year, month } = query.data;
    const from = monthBounds(year, month ?? 1).from;
    const to = monthBounds(year, month ?? 12).to;
    const data = holidays()
      .filter((holiday) => holiday.DateTime >= from && holiday.DateTime <= to)
      .sort((a, b) => a.DateTime.localeCompare(b.DateTime) || a.GID - b.GID);
    return HttpResponse.json({ success: true, data });
  });
}
