import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase } from '../../helper';

// A game's name in an address can hold anything a client types; what no game name may hold (a control
// character, which PostgreSQL refuses in text outright) names no game: 404, never a server error.

describeEachDatabase('public reads of a game named with a control character', (kit) => {
  it.each(['\u0000', 'kalyan\u0000', '\u0007bell', 'line\nbreak'])('answers 404 for %j on every read that takes a game', async (name) => {
    const app = await kit.build();
    for (const url of [
      `${apiPaths.gameResults.url(name)}?year=2026&month=1`,
      apiPaths.gameYearResults.url(name, 2026),
      `${apiPaths.gameCorrections.url(name)}?year=2026&month=1`,
      `/api/downloads/satta-results/${encodeURIComponent(name)}/2026.csv`,
    ]) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
