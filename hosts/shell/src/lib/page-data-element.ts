// Imports nothing: the entry chunk (early-requests.ts) reads it before any library has arrived.
/** The id of the page's embedded data block (page-data.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
