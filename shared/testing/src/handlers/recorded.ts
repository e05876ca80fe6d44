import { HttpResponse } from 'msw';
import contentPreview from '../recorded/content-preview.json';

/**
 * A request to the real server and its answer, recorded by the server's own tests, which fail when the
 * server stops answering it that way (server/test/support/recorded-answers.ts). Fakes that replay these
 * carry no rule of their own.
 */
export interface RecordedExchange {
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
}

export const recordedExchanges = { contentPreview } satisfies Record<string, RecordedExchange>;

/** The recorded answer to `body`; a request nobody recorded throws (msw answers 500), so no test passes on a guess. */
export function replayRecorded(exchange: RecordedExchange, body: unknown): Response {
  if (JSON.stringify(body) !== JSON.stringify(exchange.request)) {
    throw new Error(`No recorded answer for this request to ${exchange.path}: ${JSON.stringify(body)}`);
  }
  return HttpResponse.json(exchange.response as Record<string, unknown>, { status: exchange.status });
}
