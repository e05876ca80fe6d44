import { ghadiInputSchema, type GameKind, type Ghadi, type GhadiInput, type MarketDays } from '@ghadi/contracts';
import { fieldErrors } from '@/lib/field-errors';

export interface GhadiFormValues {
  NameEn: string;
  NameHn: string;
  RTime: string;
  OrderId: string;
  Kind: GameKind;
  CloseTime: string;
  MarketDays: MarketDays;
}
export type GhadiField = keyof GhadiFormValues;
export type GhadiFormErrors = Partial<Record<GhadiField, string>>;

export function ghadiFormValues(ghadi: Ghadi | null): GhadiFormValues {
  return {
    NameEn: ghadi?.NameEn ?? '',
    NameHn: ghadi?.NameHn ?? '',
    RTime: ghadi?.RTime ?? '',
    OrderId: ghadi ? String(ghadi.OrderId) : '',
    Kind: ghadi?.Kind ?? 'jodi',
    CloseTime: ghadi?.CloseTime ?? '',
    MarketDays: ghadi?.MarketDays ?? 'mon-sat',
  };
}

/**
 * The request body, checked by the contract the server uses: all four required, Order ID numeric, and a
 * market's close time and days. A jodi game is sent as the spec has it (Kind only when a market, `ghadi`,
 * becomes one again).
 */
export function checkGhadiForm(
  values: GhadiFormValues,
  ghadi: Ghadi | null,
): { body: GhadiInput; errors?: undefined } | { body?: undefined; errors: GhadiFormErrors } {
  const { Kind, CloseTime, MarketDays, ...game } = values;
  const input = Kind === 'matka' ? { ...game, Kind, CloseTime, MarketDays } : ghadi?.Kind === 'matka' ? { ...game, Kind } : game;
  const parsed = ghadiInputSchema.safeParse(input);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<GhadiField>(parsed.error) };
}
