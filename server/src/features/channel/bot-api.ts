import type { TelegramSettings } from '../../config/telegram-settings';
import { isTransientStatus, TransientError } from '../../jobs/retry-rule';

// A Bot API server that does not answer in this long is treated as unreachable and tried again later.
const REQUEST_TIMEOUT_MS = 10_000;

/** Telegram's answer to every method: `result` when ok, else an error code, its description and hints. */
interface BotApiAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/** A refusal no retry mends (a wrong token, an unknown chat, a bot without rights): the job stops. */
export class BotApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Telegram answered ${status}: ${description}`);
  }
}

/**
 * Calls a Bot API method with a JSON body and returns its result. Throws a TransientError when it is worth
 * trying again (unreachable, 429 with Telegram's `retry_after`, 5xx) and a BotApiRefusal otherwise. The
 * token is part of the URL, so no error or log line names the URL.
 */
export async function callBotApi<T>(settings: TelegramSettings, method: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  let answer: BotApiAnswer<T> | null;
  try {
    response = await fetch(`${settings.apiBase}/bot${settings.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    answer = (await response.json().catch(() => null)) as BotApiAnswer<T> | null;
  } catch (error) {
    throw new TransientError(`Telegram unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.ok && answer?.ok) return answer.result as T;
  const status = answer?.error_code ?? response.status;
  const description = answer?.description ?? response.statusText;
  if (isTransientStatus(status)) {
    const retryAfter = answer?.parameters?.retry_after;
    throw new TransientError(`Telegram answered ${status}: ${description}`, typeof retryAfter === 'number' ? retryAfter * 1000 : null);
  }
  throw new BotApiRefusal(status, description);
}
