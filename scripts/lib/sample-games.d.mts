// Types of sample-games.mjs, for the browser suite that seeds with the same results.
export declare function gameInputs(count: number): Array<{ NameEn: string; NameHn: string; RTime: string; OrderId: number }>;
export declare function resultFor(gameIndex: number, dayIndex: number): string;
