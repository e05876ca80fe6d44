import { apiPaths, ghadiInputSchema, updateResultRequestSchema } from '@ghadi/contracts';

/**
 * Example bodies of the writes whose fields a kind of game changes, as the OpenAPI document shows them, by
 * `METHOD route`. zod leaves a schema's own examples out of its input JSON schema when the schema transforms
 * (trims, say), so they are added here; a test parses each with the route's body schema, so none can drift.
 */
const jodiGame = { NameEn: 'Disawar', NameHn: 'दिसावर', RTime: '05:00 AM', OrderId: 1 };
const matkaMarket = { NameEn: 'Kalyan Night', NameHn: 'कल्याण नाइट', RTime: '09:30 PM', OrderId: 2, Kind: 'matka', CloseTime: '12:05 AM', MarketDays: 'mon-sat' };
const gameExamples = { schema: ghadiInputSchema, examples: [jodiGame, matkaMarket] };

export const requestBodyExamples: Record<string, { schema: { parse(value: unknown): unknown }; examples: object[] }> = {
  [`POST ${apiPaths.ghadis}`]: gameExamples,
  [`PUT ${apiPaths.ghadi.route}`]: gameExamples,
  [`POST ${apiPaths.updateResult}`]: {
    schema: updateResultRequestSchema,
    examples: [
      { ghadiId: 7, result: '42', dateTime: '2026-11-24' },
      { ghadiId: 12, result: '123-6', dateTime: '2026-11-24' },
      { ghadiId: 12, result: '123-68-459', dateTime: '2026-11-24', replaces: '123-6' },
    ],
  },
};
