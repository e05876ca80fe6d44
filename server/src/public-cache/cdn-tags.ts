/**
 * A read or change tag as CDNs take it, in answers' Surrogate-Key and Cache-Tag and in purge requests alike:
 * tags may hold a game's name, which may hold spaces, commas or any character, and a header value may not.
 */
export const cdnTag = (tag: string): string => encodeURIComponent(tag);
