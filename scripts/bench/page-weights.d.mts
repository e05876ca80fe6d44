// Types of page-weights.mjs, for the browser suite that weighs pages by the same rules.
export declare const asStaticHtml: (html: string) => string;
export declare function weighedPages(gameName: string, month: { year: number; month: number }): string[];
export interface PageWeight {
  path: string;
  sentBytes: number;
  staticBytes: number;
  rawBytes: number;
  ratio: number;
}
export declare function weighPage(baseUrl: string, path: string): Promise<PageWeight>;
export declare function weighPages(baseUrl: string, paths: string[]): Promise<PageWeight[]>;
