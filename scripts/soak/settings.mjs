// The knobs of `npm run soak`, in one place. Only the duration and the database come from the environment:
// the rates and the data set define what a soak run means, so changing them belongs in a reviewed diff.
import { positiveNumber, sharedSettings } from '../lib/shared-settings.mjs';

export const settings = {
  ...sharedSettings,
  durationSeconds: positiveNumber(process.env.SOAK_DURATION, 120),
  // sqlite:<path> or postgres://...; without it a fresh SQLite file in a temporary folder.
  databaseUrl: process.env.SOAK_DATABASE_URL || null,
  // Only needed for a SOAK_DATABASE_URL that already has an admin: the server creates this one otherwise.
  admin: {
    UserName: process.env.SOAK_ADMIN_USERNAME || 'soak-admin',
    Password: process.env.SOAK_ADMIN_PASSWORD || 'soak-admin-password',
  },
  // Clear of the browser suite's 4380-4390 and the bench's 4500-4599.
  portRange: [4700, 4799],
  seed: { games: 20, days: 60, agentGames: 4 },
  // Requests per second per group: steady and well under what two cores serve (see npm run bench), so a
  // slow drift in latency or memory shows instead of a queue.
  rates: {
    ghadis: 40,
    results: 10,
    gameResults: 30,
    visitorStats: 20,
    siteContent: 10,
    visitorTrack: 30,
  },
  // Enough connections that a slow answer does not hold the rate back.
  connectionsPerGroup: 8,
  agentWritesPerSecond: 4,
  // Of the agent's writes, the share for today's draw; the rest go to the past days seeded.
  todayShare: 0.5,
  memorySampleSeconds: 3,
  requestTimeoutSeconds: 10,
  // Seeding and stopping on top of the soak itself; past this the run is abandoned as failed.
  setupBudgetSeconds: 180,
};
