import { apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD } from '../helper';
import type { BuiltServer } from './built-server';

// What an admin's browser would send to the running server, over real HTTP.

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

export async function call(
  server: BuiltServer,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

export const logIn = (server: BuiltServer): Promise<Answer> =>
  call(server, 'POST', apiPaths.login, { body: { UserName: 'admin', Password: ADMIN_PASSWORD } });

export async function signIn(server: BuiltServer): Promise<string> {
  const answer = await logIn(server);
  if (answer.status !== 200) throw new Error(`admin sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

export interface Game {
  id: string;
  name: string;
}

export async function createGame(server: BuiltServer, token: string, name: string): Promise<Game> {
  const answer = await call(server, 'POST', apiPaths.ghadis, {
    token,
    body: { NameEn: name, NameHn: 'खेल', RTime: '10:30 AM', OrderId: 1 },
  });
  if (answer.status !== 201) throw new Error(`creating ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.data.id, name };
}

export const postResult = (
  server: BuiltServer,
  token: string,
  game: Game,
  dateTime: string,
  result: string,
): Promise<Answer> =>
  call(server, 'POST', apiPaths.updateResult, { token, body: { ghadiId: game.id, result, dateTime } });

/** The game's chart for one month as visitors get it: draw date -> published result. */
export async function publishedResults(
  server: BuiltServer,
  game: Game,
  { month, year }: { month: number; year: number },
): Promise<Map<string, string>> {
  const answer = await call(server, 'GET', `/api/results/${encodeURIComponent(game.name)}?month=${month}&year=${year}`);
  if (answer.status !== 200) throw new Error(`reading ${game.name}'s results failed: ${answer.status}`);
  return new Map(answer.body.data.map((row: { DateTime: string; Result: string }) => [row.DateTime, row.Result]));
}
