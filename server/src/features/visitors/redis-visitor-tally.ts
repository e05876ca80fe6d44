import type Redis from 'ioredis';
import { VISITOR_ACTIVE_WINDOW_MS } from '@ghadi/contracts';
import type { VisitorCounts } from './visitor-counter';

/**
 * The site-wide visitor figures when several instances run: distinct sessions in a HyperLogLog (a few
 * KB whatever the traffic, within 1% of the true count) and recent sightings in a sorted set whose
 * entries older than the active window are trimmed as they pass.
 */
export class RedisVisitorTally {
  private readonly allKey: string;
  private readonly activeKey: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.allKey = `${prefix}visitors:all`;
    this.activeKey = `${prefix}visitors:active`;
  }

  async track(sessionId: string, now: number): Promise<void> {
    await this.redis
      .multi()
      .pfadd(this.allKey, sessionId)
      .zadd(this.activeKey, now, sessionId)
      .zremrangebyscore(this.activeKey, '-inf', now - VISITOR_ACTIVE_WINDOW_MS)
      .exec();
  }

  async counts(now: number): Promise<VisitorCounts> {
    const replies = await this.redis
      .multi()
      .pfcount(this.allKey)
      .zcount(this.activeKey, `(${now - VISITOR_ACTIVE_WINDOW_MS}`, '+inf')
      .exec();
    const [total, active] = (replies ?? []).map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
    return { total: total ?? 0, active: active ?? 0 };
  }
}
