import {
  DEFAULT_SITE_TIME_ZONE,
  gameNameKey,
  type ChannelSummary,
  type ContentBlock,
  type DrawDay,
  type Ghadi,
  type Holiday,
  type PushSummary,
  type Result,
  type ResultHistoryEntry,
  type User,
  type UserMap,
} from '@ghadi/contracts';
import { buildHoliday, identityOf } from '../draw-day-builders';

/** A call the fake server received, so tests can check what the screen sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
}

/** The in-memory data behind the admin handlers; tests seed it and read it back. */
export interface AdminDb {
  users: User[];
  ghadis: Ghadi[];
  results: Result[];
  /** Each result's trail by its id, oldest first; a result with none has no entry. */
  resultHistory: Record<string, ResultHistoryEntry[]>;
  userMaps: UserMap[];
  contentBlocks: ContentBlock[];
  /** Dates games are marked off. */
  holidays: Holiday[];
  /** The site day's board (`GET /api/draw-day`); none set: a day with no games on it. */
  drawDay?: DrawDay;
  visitors: { totalUsers: number; activeUsers: number };
  /** What the admin's Notifications panel reads (`GET /api/admin/push`). */
  pushSummary: PushSummary;
  /** What the admin's Telegram channel panel reads (`GET /api/admin/channel`); posting is off unless set. */
  channelSummary: ChannelSummary;
  /** What /runtime-config.json reports as the site's zone. */
  timeZone: string;
  requests: RecordedRequest[];
  nextId(): string;
  nextNumber(): number;
  addAgent(overrides?: Partial<User>): User;
  addGhadi(overrides?: Partial<Ghadi>): Ghadi;
  addResult(ghadi: Ghadi, agent: User | null, overrides?: Partial<Result>): Result;
  assign(agent: User, ghadi: Ghadi): UserMap;
  addContentBlock(overrides?: Partial<ContentBlock>): ContentBlock;
  addHoliday(ghadi: Ghadi, date: string): Holiday;
}

/** Record ids are UUIDs in the contracts; these are valid ones that read as a counter. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function createAdminDb(): AdminDb {
  let counter = 0;
  const db: AdminDb = {
    users: [],
    ghadis: [],
    results: [],
    resultHistory: {},
    userMaps: [],
    contentBlocks: [],
    holidays: [],
    visitors: { totalUsers: 0, activeUsers: 0 },
    pushSummary: { games: [], sends: [] },
    channelSummary: { status: 'off', chat: null, problem: null, chats: [], posts: [] },
    timeZone: DEFAULT_SITE_TIME_ZONE,
    requests: [],
    nextId: () => uuid(++counter),
    nextNumber: () => ++counter,
    addAgent(overrides = {}) {
      const id = db.nextId();
      const n = db.nextNumber();
      const user: User = {
        _id: id,
        id,
        User_Id: n,
        UserName: `agent${n}`,
        DisplayName: `Agent ${n}`,
        email: `agent${n}@example.com`,
        UserType: 'agent',
        isActive: true,
        ...overrides,
      };
      db.users.push(user);
      return user;
    },
    addGhadi(overrides = {}) {
      const id = db.nextId();
      const n = db.nextNumber();
      const fields = { _id: id, id, GID: n, NameEn: `Game ${n}`, NameHn: `खेल ${n}`, RTime: '10:00 AM', OrderId: n, ...overrides };
      const ghadi: Ghadi = { ...fields, key: overrides.key ?? gameNameKey(fields.NameEn) };
      db.ghadis.push(ghadi);
      return ghadi;
    },
    addResult(ghadi, agent, overrides = {}) {
      const id = db.nextId();
      const result: Result = {
        _id: id,
        id,
        GID: ghadi.GID,
        Name: ghadi.NameEn,
        Result: '123',
        DateTime: '2024-01-01',
        CreatedById: agent?.id ?? null,
        isActive: true,
        ghadi: identityOf(ghadi),
        ...overrides,
      };
      db.results.push(result);
      return result;
    },
    assign(agent, ghadi) {
      const id = db.nextId();
      const map: UserMap = { _id: id, id, User_Id: agent.User_Id, GID: ghadi.GID, AgentName: agent.DisplayName, GhadiName: ghadi.NameEn };
      db.userMaps.push(map);
      return map;
    },
    addContentBlock(overrides = {}) {
      const id = db.nextId();
      const block: ContentBlock = { _id: id, id, Title: 'About us', Slug: `block-${counter}`, Content: '<p>Hello</p>', isActive: true, ...overrides };
      db.contentBlocks.push(block);
      return block;
    },
    addHoliday(ghadi, date) {
      const holiday = buildHoliday(ghadi, date);
      db.holidays.push(holiday);
      return holiday;
    },
  };
  return db;
}
