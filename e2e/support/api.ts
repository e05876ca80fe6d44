import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, type Ghadi, type LoginResponse, type MarketDays, type User } from '@ghadi/contracts';
import { E2E_ADMIN } from './site';

/** Seeds and inspects the site through its real API, as an admin or an agent would. */
export class SiteApi {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, credentials = E2E_ADMIN): Promise<SiteApi> {
    const response = await request.post(apiPaths.login, { data: credentials });
    expect(response.status(), await response.text()).toBe(200);
    return new SiteApi(request, ((await response.json()) as LoginResponse).token);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  private async send<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> {
    const response = await this.request[method](path, { headers: this.headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  async createAgent(name: string, password = 'agent-password-1', displayName = `Agent ${name}`): Promise<User & { password: string }> {
    const body = { UserName: name, DisplayName: displayName, email: `${name}@example.com`, Password: password, isActive: true };
    const created = await this.send<{ data: User }>('post', apiPaths.users, body);
    return { ...created.data, password };
  }

  async createGhadi(NameEn: string, NameHn: string, RTime: string, OrderId: number): Promise<Ghadi> {
    return (await this.send<{ data: Ghadi }>('post', apiPaths.ghadis, { NameEn, NameHn, RTime, OrderId })).data;
  }

  /** A matka market: opens at `RTime`, closes at `CloseTime`, runs on `MarketDays`. */
  async createMarket(NameEn: string, NameHn: string, { RTime, CloseTime, MarketDays, OrderId }: { RTime: string; CloseTime: string; MarketDays: MarketDays; OrderId: number }): Promise<Ghadi> {
    return (await this.send<{ data: Ghadi }>('post', apiPaths.ghadis, { NameEn, NameHn, Kind: 'matka', RTime, CloseTime, MarketDays, OrderId })).data;
  }

  async assign(agent: User, games: Ghadi[]): Promise<void> {
    const GID = games.length === 1 ? games[0]!.GID : games.map((game) => game.GID);
    await this.send('post', apiPaths.userMaps, { User_Id: agent.User_Id, GID });
  }

  async publishResult(game: Ghadi, result: string, dateTime: string): Promise<void> {
    await this.send('post', apiPaths.updateResult, { ghadiId: game._id, result, dateTime });
  }

  async markHoliday(game: Ghadi, dateTime: string): Promise<void> {
    await this.send('put', apiPaths.holiday.url(game._id, dateTime));
  }

  /** Publishes every row of `csv` (game,date,result) in one import, as an admin brings in another site's history. */
  async importResults(csv: string): Promise<void> {
    const response = await this.request.post(apiPaths.importResults, { headers: { ...this.headers, 'Content-Type': 'text/csv' }, data: csv });
    expect(response.ok(), `import: ${response.status()} ${await response.text()}`).toBe(true);
  }

  async saveContentBlock(Title: string, Slug: string, Content: string): Promise<void> {
    await this.send('post', apiPaths.contentBlocks, { Title, Slug, Content, isActive: true });
  }
}

/** A name no other test run used, so specs sharing one database never collide. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A draw date `days` from today in the site's time zone (the server's default), as `YYYY-MM-DD`. */
export function siteDay(days = 0, timeZone = DEFAULT_SITE_TIME_ZONE): string {
  return addDays(drawDateIn(timeZone), days);
}
