import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths, pushSummarySchema, type PushSummary, type SiteLanguage } from '@ghadi/contracts';
import { bearer } from '../../helper';
import type { TestSubscriber } from './test-push-service';

/** A subject push services would accept: a real-looking operator address. */
export const PUSH_SUBJECT = 'mailto:push@ghadi-results.in';

/** Follows `ghadiIds` as a page would: in `language` when given, else as a page that names none. */
export const follow = (
  app: FastifyInstance,
  subscriber: TestSubscriber,
  ghadiIds: string[],
  address = '127.0.0.1',
  language?: SiteLanguage | string,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'PUT',
    url: apiPaths.pushSubscriptions,
    payload: { subscription: subscriber.subscription, ghadiIds, ...(language !== undefined && { language }) },
    remoteAddress: address,
  });

export const followed = async (app: FastifyInstance, subscriber: TestSubscriber): Promise<string[]> => {
  const response = await app.inject({ method: 'POST', url: apiPaths.pushSubscriptionLookup, payload: { endpoint: subscriber.subscription.endpoint } });
  return response.json<{ ghadiIds: string[] }>().ghadiIds;
};

export const pushSummary = async (app: FastifyInstance, token: string): Promise<PushSummary> =>
  pushSummarySchema.parse((await app.inject({ method: 'GET', url: apiPaths.adminPush, headers: bearer(token) })).json());

export const publicKeyOf = async (app: FastifyInstance): Promise<string> =>
  (await app.inject({ method: 'GET', url: apiPaths.runtimeConfig })).json<{ pushPublicKey: string }>().pushPublicKey;
