import { http, HttpResponse } from 'msw';
import {
  agentHistoryQuerySchema,
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  serverMessages,
  updateResultRequestSchema,
  type Ghadi,
  type Result,
} from '@ghadi/contracts';
import { buildResult } from '../game-builders';

export interface AgentGhadiFakeOptions {
  /** The games assigned to the signed-in agent, in the order the server lists them. */
  assigned: Ghadi[];
  /** Published results of any of the games above. */
  results?: Result[];
  /** The site's zone, as /runtime-config.json reports it; the contract's default when not given. */
  timeZone?: string;
  /** The site's today (`YYYY-MM-DD`); later dates are refused. Defaults to today in `timeZone`. */
  today?: string;
}

const FUTURE_DATE_MESSAGE = 'Results cannot be published for a future date';

const failure = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

// en-CA formats dates as YYYY-MM-DD.
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * An in-memory fake of the agent's endpoints (spec section 7), speaking the contracts: the games assigned
 * to the agent, the paged history of one of them, and publishing (one result per game per date, replacing),
 * plus the runtime config that tells the agent area the site's zone. Any other game id gets 403, as the
 * server answers for games assigned to someone else.
 * `results` is the live store, so a test can look at what was published.
 */
export function agentGhadiFake({
  assigned,
  results = [],
  timeZone = runtimeConfigSchema.shape.timeZone.parse(undefined),
  today = todayIn(timeZone),
}: AgentGhadiFakeOptions) {
  const store = [...results];
  const assignedGame = (id: string) => assigned.find((ghadi) => ghadi._id === id);
  const signedIn = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');

  const handlers = [
    http.get(`*${RUNTIME_CONFIG_PATH}`, () =>
      HttpResponse.json({
        apiBaseUrl: '',
        remotes: { admin: '/remotes/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
        timeZone,
      }),
    ),
    http.get('*/api/agent/my-ghadi', ({ request }) => {
      if (!signedIn(request)) return failure(401, serverMessages.signInRequired);
      return HttpResponse.json({ success: true, data: assigned });
    }),
    http.get('*/api/agent/my-ghadi/results', ({ request }) => {
      if (!signedIn(request)) return failure(401, serverMessages.signInRequired);
      const query = agentHistoryQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return failure(400, query.error.issues[0]?.message ?? 'Invalid query');
      const { ghadiId, page, pageSize, search } = query.data;
      const ghadi = assignedGame(ghadiId);
      if (!ghadi) return failure(403, serverMessages.notAuthorizedForGhadi);
      const needle = search.toLowerCase();
      const matches = store
        .filter((row) => row.GID === ghadi.GID)
        .filter((row) => !needle || row.Result.toLowerCase().includes(needle) || row.DateTime.includes(needle))
        .sort((a, b) => b.DateTime.localeCompare(a.DateTime));
      const data = matches.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data, total: matches.length, page, pageSize });
    }),
    http.post('*/api/agent/my-ghadi/update-result', async ({ request }) => {
      if (!signedIn(request)) return failure(401, serverMessages.signInRequired);
      const body = updateResultRequestSchema.safeParse(await request.json());
      if (!body.success) return failure(400, body.error.issues[0]?.message ?? 'Invalid request');
      const { ghadiId, result, dateTime } = body.data;
      const ghadi = assignedGame(ghadiId);
      if (!ghadi) return failure(403, serverMessages.notAuthorizedForGhadi);
      if (dateTime > today) return failure(400, FUTURE_DATE_MESSAGE);
      const index = store.findIndex((row) => row.GID === ghadi.GID && row.DateTime === dateTime);
      const previousResult = index >= 0 ? store[index]!.Result : null;
      const saved = buildResult(ghadi, dateTime, result);
      if (index >= 0) store.splice(index, 1, saved);
      else store.push(saved);
      return HttpResponse.json({ success: true, message: 'Result updated', data: saved, previousResult });
    }),
  ];
  return { handlers, results: store };
}
