import { constants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of what is not compressed already: cached public responses and built files arrive
 * compressed, this covers the rest (back-office lists, the HTML fallback).
 */
export default compress;

// Brotli at a low quality: cheap per request, still smaller than gzip.
export const autoConfig: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
